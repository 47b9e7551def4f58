import { describe, expect, it } from 'vitest';
import { generatedServiceKeyEnv, testServiceKeyEnv } from '@tire/service-kit/testing/service-keys';
import { loadBffConfig } from '../src/config.js';

// Production start-up refuses each unsafe setting with a sentence that says what to set.
const good = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'q8Zr3LxV0pT6mW1yB4nK7sD2fH5jG9cE',
  ...generatedServiceKeyEnv('bff'),
  METRICS_TOKEN: 'm7Kp2Wq9Zr4Xt6Yv8Bn3Cd5Fg1Hj0Ls2',
  REMOTE_ORIGINS: 'https://booking.rengas.example,https://shop.rengas.example',
};

describe('the BFF in production', () => {
  it('starts with real secrets', () => {
    expect(loadBffConfig(good)).toMatchObject({ production: true, session: { secure: true, cookieName: '__Host-sid' } });
  });

  it.each([
    ['no SESSION_SECRET', { SESSION_SECRET: undefined }, /SESSION_SECRET/],
    ['the old compose default SESSION_SECRET', { SESSION_SECRET: 'change-me-session-secret-for-local-use-only' }, /SESSION_SECRET/],
    // Its own key for the services' tokens (the one shared SERVICE_TOKEN_SECRET let any part be any other).
    ['no SERVICE_SIGNING_KEY', { SERVICE_SIGNING_KEY: undefined }, /SERVICE_SIGNING_KEY/],
    [
      'only the old SERVICE_TOKEN_SECRET',
      { SERVICE_SIGNING_KEY: undefined, SERVICE_PUBLIC_KEYS: undefined, SERVICE_TOKEN_SECRET: 'N4tY7uI0oP3aS6dF9gH2jK5lZ8xC1vB4' },
      /SERVICE_TOKEN_SECRET is no longer read/,
    ],
    ['no SERVICE_PUBLIC_KEYS', { SERVICE_PUBLIC_KEYS: undefined }, /SERVICE_PUBLIC_KEYS/],
    ['the published test keys', testServiceKeyEnv('bff'), /test keys/],
    ['another part’s key', generatedServiceKeyEnv('payments'), /key of payments, not of bff/],
    // /metrics would be public: the BFF's port faces the internet.
    ['no METRICS_TOKEN', { METRICS_TOKEN: undefined }, /METRICS_TOKEN/],
    ['a short METRICS_TOKEN', { METRICS_TOKEN: 'scrape-me' }, /METRICS_TOKEN/],
    // The CSP's and the registry's remote origins: listed, never taken from the registry, https only.
    ['no REMOTE_ORIGINS', { REMOTE_ORIGINS: undefined }, /REMOTE_ORIGINS must list/],
    ['a remote origin without TLS', { REMOTE_ORIGINS: 'http://booking.rengas.example' }, /REMOTE_ORIGINS must be https/],
    [
      'the development OpenID provider',
      { OIDC_ISSUER: 'https://dev.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's', OIDC_DEVELOPMENT_PROVIDER: '1' },
      /OIDC_DEVELOPMENT_PROVIDER/,
    ],
    ['an OpenID issuer without TLS', { OIDC_ISSUER: 'http://accounts.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, /OIDC_ISSUER/],
    // Whoever runs the issuer vouches for e-mail addresses: Google unless OIDC_ALLOWED_ISSUERS says otherwise.
    ['an OpenID issuer not allowed', { OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, /OIDC_ALLOWED_ISSUERS/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => loadBffConfig({ ...good, ...change })).toThrow(message);
  });
});

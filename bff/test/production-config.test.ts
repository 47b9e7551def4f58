import { describe, expect, it } from 'vitest';
import { loadBffConfig } from '../src/config.js';

// Production start-up refuses each unsafe setting with a sentence that says what to set.
const good = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'q8Zr3LxV0pT6mW1yB4nK7sD2fH5jG9cE',
  SERVICE_TOKEN_SECRET: 'N4tY7uI0oP3aS6dF9gH2jK5lZ8xC1vB4',
};

describe('the BFF in production', () => {
  it('starts with real secrets', () => {
    expect(loadBffConfig(good)).toMatchObject({ production: true, session: { secure: true, cookieName: '__Host-sid' } });
  });

  it.each([
    ['no SESSION_SECRET', { SESSION_SECRET: undefined }, /SESSION_SECRET/],
    ['the old compose default SESSION_SECRET', { SESSION_SECRET: 'change-me-session-secret-for-local-use-only' }, /SESSION_SECRET/],
    ['no SERVICE_TOKEN_SECRET', { SERVICE_TOKEN_SECRET: undefined }, /SERVICE_TOKEN_SECRET/],
    ['a short SERVICE_TOKEN_SECRET', { SERVICE_TOKEN_SECRET: 'short' }, /SERVICE_TOKEN_SECRET/],
    [
      'the development OpenID provider',
      { OIDC_ISSUER: 'https://dev.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's', OIDC_DEVELOPMENT_PROVIDER: '1' },
      /OIDC_DEVELOPMENT_PROVIDER/,
    ],
    ['an OpenID issuer without TLS', { OIDC_ISSUER: 'http://accounts.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, /OIDC_ISSUER/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => loadBffConfig({ ...good, ...change })).toThrow(message);
  });
});

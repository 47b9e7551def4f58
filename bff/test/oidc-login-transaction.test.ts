import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { saveTransaction, seal, takeTransaction, unseal } from '../src/oidc/login-transaction.js';
import { loadOidcSettings, type OidcSettings } from '../src/oidc/oidc-settings.js';

const transaction = { state: 's-1', nonce: 'n-1', codeVerifier: 'v'.repeat(43), expiresAt: Math.floor(Date.now() / 1000) + 600 };

describe('the sealed Google sign-in transaction cookie', () => {
  it('gives back the state, nonce and PKCE verifier it sealed, which the browser cannot read', () => {
    const value = seal(transaction, 'secret-a');
    expect(value).not.toContain('v'.repeat(10));
    expect(value).not.toContain('s-1');
    expect(unseal(value, 'secret-a')).toEqual(transaction);
  });

  it('refuses a tampered value, one sealed with another secret, an expired one and none at all', () => {
    const value = seal(transaction, 'secret-a');
    const [iv, tag, body] = value.split('.');
    const flipped = body!.slice(0, -2) + (body!.endsWith('AA') ? 'AB' : 'AA');
    expect(unseal(`${iv}.${tag}.${flipped}`, 'secret-a')).toBeNull();
    expect(unseal(value, 'secret-b')).toBeNull();
    expect(unseal(seal({ ...transaction, expiresAt: Math.floor(Date.now() / 1000) - 1 }, 'secret-a'), 'secret-a')).toBeNull();
    expect(unseal(undefined, 'secret-a')).toBeNull();
    expect(unseal('garbage', 'secret-a')).toBeNull();
  });
});

const oidcEnv = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'client', OIDC_CLIENT_SECRET: 'client-secret' };
const REAL_SECRET = 'q8Zr3LxV0pT6mW1yB4nK7sD2fH5jG9cE';

describe('the key that seals the transaction', () => {
  it('is the session’s signing secret, empty parts skipped: a leading comma never means the development secret', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const settings = loadOidcSettings({ ...oidcEnv, NODE_ENV, SESSION_SECRET: ` ,${REAL_SECRET},old-secret-0123456789012345678901` });
      expect(settings?.secret).toBe(REAL_SECRET);
    }
  });

  it('is required in production: no SESSION_SECRET, no start', () => {
    expect(() => loadOidcSettings({ ...oidcEnv, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadOidcSettings({ ...oidcEnv, NODE_ENV: 'production', SESSION_SECRET: ',' })).toThrow(/SESSION_SECRET/);
    // Development and tests keep their known value.
    expect(loadOidcSettings({ ...oidcEnv, NODE_ENV: 'test' })?.secret).toBeTruthy();
  });
});

describe('the issuers production accepts', () => {
  it('is Google unless OIDC_ALLOWED_ISSUERS lists others', () => {
    const production = { ...oidcEnv, NODE_ENV: 'production', SESSION_SECRET: REAL_SECRET };
    expect(loadOidcSettings(production)?.issuer).toBe('https://accounts.google.com');
    expect(() => loadOidcSettings({ ...production, OIDC_ISSUER: 'https://idp.example' })).toThrow(/OIDC_ALLOWED_ISSUERS/);
    expect(loadOidcSettings({ ...production, OIDC_ISSUER: 'https://idp.example/', OIDC_ALLOWED_ISSUERS: 'https://idp.example' })?.issuer).toBe(
      'https://idp.example/',
    );
    expect(() => loadOidcSettings({ ...production, OIDC_ALLOWED_ISSUERS: 'https://idp.example' })).toThrow(/not an allowed issuer/);
    // Outside production any issuer (the local development provider).
    expect(loadOidcSettings({ ...oidcEnv, NODE_ENV: 'development', OIDC_ISSUER: 'http://localhost:4999' })?.issuer).toBe('http://localhost:4999');
  });
});

describe('the transaction cookie', () => {
  /** An app that saves a transaction on /start and takes it back on /api/login/callback. */
  const appWith = (settings: OidcSettings) =>
    express()
      .get('/start', (_req, res) => {
        saveTransaction(res, transaction, settings);
        res.end();
      })
      .get('/api/login/callback', (req, res) => {
        res.json(takeTransaction(req, res, settings));
      });

  it('is __Host-oidc_tx with Secure and Path=/ (no Domain) in production, so no sibling subdomain can plant one', async () => {
    const settings = loadOidcSettings({ ...oidcEnv, NODE_ENV: 'production', SESSION_SECRET: REAL_SECRET })!;
    const app = appWith(settings);
    const started = await request(app).get('/start');
    const cookie = started.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^__Host-oidc_tx=[^;]+; Max-Age=600; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    const back = await request(app).get('/api/login/callback').set('Cookie', cookie.split(';')[0]!);
    expect(back.body).toEqual(transaction);
    expect(back.headers['set-cookie']![0]).toMatch(/^__Host-oidc_tx=; Path=\/; Expires=Thu, 01 Jan 1970/);
    // The plain name is not read in production.
    const plain = await request(app)
      .get('/api/login/callback')
      .set('Cookie', `oidc_tx=${cookie.split(';')[0]!.split('=')[1]}`);
    expect(plain.body).toBeNull();
  });

  it('keeps the plain name and the callback path over http in development (a __Host- cookie needs HTTPS)', async () => {
    const settings = loadOidcSettings({ ...oidcEnv, NODE_ENV: 'development' })!;
    const started = await request(appWith(settings)).get('/start');
    const cookie = started.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^oidc_tx=[^;]+; Max-Age=600; Path=\/api\/login; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  });
});

import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../src/oidc/login-transaction.js';

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

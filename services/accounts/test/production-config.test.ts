import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../src/config.js';

describe('the accounts service in production', () => {
  it('refuses a missing, short or placeholder LOGIN_CODE_SECRET, and starts with a real one', () => {
    for (const secret of [undefined, 'short', 'change-me-login-code-secret-for-local-use-only']) {
      expect(() => loadAccountsConfig({ LOGIN_CODE_SECRET: secret }, true)).toThrow(/LOGIN_CODE_SECRET/);
    }
    expect(loadAccountsConfig({ LOGIN_CODE_SECRET: 'Zk3v9QmT1xW7pL2rB8nD5sF0hJ4gC6yE' }, true).loginCodeSecret).toBe('Zk3v9QmT1xW7pL2rB8nD5sF0hJ4gC6yE');
  });
});

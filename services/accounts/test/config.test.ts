import { ConfigError } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../src/config.js';

describe("the accounts service's settings", () => {
  it('reads the sign-in limits from the environment, with their defaults', () => {
    const config = loadAccountsConfig({ SIGN_IN_LOCKOUT_SECONDS: '30, 120', SEND_CODE_LIMIT_PER_EMAIL: '7' }, false);
    expect(config.lockout.stepsSeconds).toEqual([30, 120]);
    expect(config.rateLimits.sendPerEmail.points).toBe(7);
    expect(loadAccountsConfig({}, false).lockout.stepsSeconds).toEqual([60, 300, 900]);
  });

  it('names every bad variable at once, a production secret that would not do included', () => {
    try {
      loadAccountsConfig({ SIGN_IN_LOCKOUT_SECONDS: '60,5m', SEND_CODE_LIMIT_PER_IP: '1e400', LOGIN_CODE_SECRET: 'short' }, true);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.name)).toEqual([
        'SEND_CODE_LIMIT_PER_IP',
        'SIGN_IN_LOCKOUT_SECONDS',
        'LOGIN_CODE_SECRET',
      ]);
      // The secret's value is never shown.
      expect((error as ConfigError).message).not.toContain('short');
    }
  });
});

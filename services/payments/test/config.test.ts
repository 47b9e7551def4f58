import { ConfigError } from '@tire/service-kit';
import { describe, expect, it } from 'vitest';
import { loadPaymentsConfig, PAYMENTS_CONFIG_MESSAGES as M } from '../src/config.js';

describe("the payments service's settings", () => {
  it('reads the retry policies from the environment, with their defaults', () => {
    const config = loadPaymentsConfig({ REFUND_MAX_ATTEMPTS: '3', VERIFY_CACHE_MS: '0' });
    expect(config.refundPolicy).toEqual({ maxAttempts: 3, retryBaseMs: 60_000, workerIntervalMs: 30_000 });
    expect(config.verifyCacheMs).toBe(0);
    expect(loadPaymentsConfig({}).settlementPolicy.maxAttempts).toBe(10);
  });

  it('names every bad variable at once, an unsafe production setting included', () => {
    try {
      loadPaymentsConfig({ NODE_ENV: 'production', REFUND_MAX_ATTEMPTS: '2.5', RECONCILE_INTERVAL_MS: 'hourly' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems, message } = error as ConfigError;
      expect(problems.map((problem) => problem.name)).toEqual(['REFUND_MAX_ATTEMPTS', 'RECONCILE_INTERVAL_MS', 'STRIPE_SECRET_KEY']);
      expect(message).toContain(M.noStripeKeyInProduction);
    }
  });
});

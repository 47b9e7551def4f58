import { describe, expect, it } from 'vitest';
import { serviceBasics } from '@tire/service-kit';
import { DB_SCHEMA, loadPaymentsConfig, PAYMENTS_CONFIG_MESSAGES as M } from '../src/config.js';

const production = (env: Record<string, string> = {}) => ({ NODE_ENV: 'production', ...env });
/** What every service reads the same way (its database, pool, Redis and queue prefix); the policies beside them have their own defaults. */
const basics = (env: NodeJS.ProcessEnv) => serviceBasics(env, DB_SCHEMA, 5);
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('production refuses unsafe payment configuration at start-up', () => {
  it('refuses production without a Stripe key (it would take cards through the local test provider)', () => {
    expect(() => loadPaymentsConfig(production())).toThrow(M.noStripeKeyInProduction);
    expect(() => loadPaymentsConfig(production({ STRIPE_SECRET_KEY: '  ', STRIPE_WEBHOOK_SECRET: 'whsec_x' }))).toThrow(/without STRIPE_SECRET_KEY/);
  });

  it('refuses a Stripe key without a webhook secret', () => {
    expect(() => loadPaymentsConfig(production({ STRIPE_SECRET_KEY: 'sk_live_x' }))).toThrow(M.noWebhookSecret);
    expect(() => loadPaymentsConfig(production({ STRIPE_SECRET_KEY: 'sk_live_x', PAYMENTS_PROVIDER: 'stripe' }))).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses PAYMENTS_PROVIDER=stripe without a key, in production and in development', () => {
    expect(() => loadPaymentsConfig(production({ PAYMENTS_PROVIDER: 'stripe' }))).toThrow(M.stripeWithoutKey);
    expect(() => loadPaymentsConfig({ NODE_ENV: 'development', PAYMENTS_PROVIDER: 'stripe' })).toThrow(M.stripeWithoutKey);
    expect(() => loadPaymentsConfig(production({ ...STRIPE, PAYMENTS_PROVIDER: 'paypal' }))).toThrow(/must be "stripe" or "local"/);
  });

  it('accepts the local provider in production only when chosen explicitly, with a warning that test cards are accepted', () => {
    const env = production({ PAYMENTS_PROVIDER: 'local' });
    expect(loadPaymentsConfig(env)).toMatchObject({ ...basics(env), stripe: null, warnings: [M.localInProduction] });
    expect(M.localInProduction).toMatch(/test cards are accepted/);
  });

  it('accepts Stripe with its webhook secret', () => {
    const config = loadPaymentsConfig(production(STRIPE));
    expect(config.warnings).toEqual([]);
    expect(config.stripe).toMatchObject({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
  });

  it('development keeps its default: no key, the local provider', () => {
    expect(loadPaymentsConfig({ NODE_ENV: 'development' })).toMatchObject({ ...basics({ NODE_ENV: 'development' }), stripe: null, warnings: [] });
    expect(loadPaymentsConfig({})).toMatchObject({ ...basics({}), stripe: null, warnings: [] });
    expect(loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatchObject({
      stripe: { secretKey: 'sk_test_x' },
      warnings: [M.webhookSecretMissingInDevelopment],
    });
  });
});

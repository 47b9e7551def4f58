import { DATABASE_URL, databaseUrlForSchema, positiveNumber, serviceBasics, type ServiceBasics } from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'payments';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** Stripe is used when its secret key is set; otherwise the local provider takes payments. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Handed to the browser for Stripe Elements; only a publishable key (pk_…) is ever accepted. */
  publishableKey?: string;
  /** Point the SDK at another server (a local Stripe mock); Stripe's own API otherwise. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    publishableKey: publishableKeyOf(env.STRIPE_PUBLISHABLE_KEY),
    host: env.STRIPE_API_HOST?.trim() || undefined,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
    protocol: env.STRIPE_API_PROTOCOL === 'http' ? 'http' : env.STRIPE_API_PROTOCOL === 'https' ? 'https' : undefined,
  };
}

/**
 * The publishable key goes to every browser, so anything that is not one (a secret or restricted
 * key pasted into the wrong variable) is dropped rather than published.
 */
export function publishableKeyOf(value: string | undefined): string | undefined {
  const key = value?.trim();
  return key && key.startsWith('pk_') ? key : undefined;
}

export const PAYMENTS_CONFIG_MESSAGES = {
  noStripeKeyInProduction:
    'Refusing to start: NODE_ENV=production without STRIPE_SECRET_KEY would take cards through the local test provider (any test card "pays"). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or set PAYMENTS_PROVIDER=local explicitly for a demo.',
  noWebhookSecret:
    'Refusing to start: STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET; Stripe webhooks could not be verified and payments would only settle on verification. Set STRIPE_WEBHOOK_SECRET.',
  stripeWithoutKey: 'Refusing to start: PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET).',
  unknownProvider: (value: string) => `Refusing to start: PAYMENTS_PROVIDER must be "stripe" or "local", not "${value}".`,
  localInProduction:
    'PAYMENTS_PROVIDER=local in production: payments go through the local test provider and Stripe test cards are accepted; no real money is taken',
  webhookSecretMissingInDevelopment: 'STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET: Stripe webhooks answer 404 (refused in production)',
} as const;

/** Which provider takes the payments, and what to tell the operator at start-up. */
export interface PaymentProviderConfig {
  /** Stripe's settings, or null for the local provider. */
  stripe: StripeSettings | null;
  /** Logged as warnings when the service starts. */
  warnings: string[];
}

/** What main.ts wires the service with: the basics every service reads, and the payment provider. */
export type PaymentsConfig = ServiceBasics & PaymentProviderConfig;

/**
 * The payment configuration, refusing unsafe ones in production (throws with a message saying
 * what to set). Development keeps its default: no Stripe key, the local provider.
 *
 * - `PAYMENTS_PROVIDER=stripe` without `STRIPE_SECRET_KEY`: refused everywhere.
 * - `PAYMENTS_PROVIDER=local`: the local provider even when a key is set; in production a warning
 *   that test cards are accepted.
 * - production without `STRIPE_SECRET_KEY` and without `PAYMENTS_PROVIDER=local`: refused.
 * - production with a key but no `STRIPE_WEBHOOK_SECRET`: refused (development: a warning).
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return { ...serviceBasics(env, DB_SCHEMA, 5), ...paymentProvider(env) };
}

function paymentProvider(env: NodeJS.ProcessEnv): PaymentProviderConfig {
  const production = env.NODE_ENV === 'production';
  const chosen = env.PAYMENTS_PROVIDER?.trim().toLowerCase() || undefined;
  if (chosen && chosen !== 'stripe' && chosen !== 'local') throw new Error(PAYMENTS_CONFIG_MESSAGES.unknownProvider(chosen));
  if (chosen === 'local') return { stripe: null, warnings: production ? [PAYMENTS_CONFIG_MESSAGES.localInProduction] : [] };
  const stripe = stripeSettings(env);
  if (!stripe) {
    if (chosen === 'stripe') throw new Error(PAYMENTS_CONFIG_MESSAGES.stripeWithoutKey);
    if (production) throw new Error(PAYMENTS_CONFIG_MESSAGES.noStripeKeyInProduction);
    return { stripe: null, warnings: [] };
  }
  if (!stripe.webhookSecret) {
    if (production) throw new Error(PAYMENTS_CONFIG_MESSAGES.noWebhookSecret);
    return { stripe, warnings: [PAYMENTS_CONFIG_MESSAGES.webhookSecretMissingInDevelopment] };
  }
  return { stripe, warnings: [] };
}

/** How failed refunds are retried and how often the refund worker runs. */
export interface RefundPolicy {
  /** Attempts at the provider before a failed refund is left for an administrator. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
  /** How often the worker polls pending refunds, retries failed ones and resends reports. */
  workerIntervalMs: number;
}

export function refundPolicy(env: NodeJS.ProcessEnv = process.env): RefundPolicy {
  return {
    maxAttempts: Math.floor(positiveNumber(env.REFUND_MAX_ATTEMPTS, 5)),
    retryBaseMs: positiveNumber(env.REFUND_RETRY_BASE_MS, 60_000),
    workerIntervalMs: positiveNumber(env.REFUND_WORKER_INTERVAL_MS, 30_000),
  };
}

/** How undelivered paid marks are retried, and when a payment is left for an administrator. */
export interface SettlementPolicy {
  /** Delivery attempts (webhooks, verifications and retries together) before the settlement is dead-lettered. */
  maxAttempts: number;
  /** The wait after the first failed delivery; it doubles after each further one, up to maxBackoffMs. */
  retryBaseMs: number;
  maxBackoffMs: number;
  /** How often the retry loop runs. */
  intervalMs: number;
  /** Settlements retried per run (due ones, oldest first). */
  batchSize: number;
}

export function settlementPolicy(env: NodeJS.ProcessEnv = process.env): SettlementPolicy {
  return {
    maxAttempts: Math.floor(positiveNumber(env.SETTLEMENT_MAX_ATTEMPTS, 10)),
    retryBaseMs: positiveNumber(env.SETTLEMENT_RETRY_BASE_MS, 30_000),
    maxBackoffMs: positiveNumber(env.SETTLEMENT_MAX_BACKOFF_MS, 3_600_000),
    intervalMs: positiveNumber(env.SETTLEMENT_RETRY_INTERVAL_MS, 30_000),
    batchSize: 50,
  };
}

/** The periodic reconciliation of open intents with the provider. */
export interface ReconcilePolicy {
  intervalMs: number;
  /** Open intents older than this are asked at the provider (and again at most this often). */
  afterMinutes: number;
  /** Intents older than this are no longer reconciled (abandoned checkouts). */
  maxAgeHours: number;
  /** Intents asked per run. */
  batchSize: number;
}

export function reconcilePolicy(env: NodeJS.ProcessEnv = process.env): ReconcilePolicy {
  return {
    intervalMs: positiveNumber(env.RECONCILE_INTERVAL_MS, 60_000),
    afterMinutes: positiveNumber(env.RECONCILE_AFTER_MINUTES, 10),
    maxAgeHours: positiveNumber(env.RECONCILE_MAX_AGE_HOURS, 7 * 24),
    batchSize: 50,
  };
}

/** How long one provider retrieve answers the verifications of the same intent. */
export const verifyCacheMs = (env: NodeJS.ProcessEnv = process.env) => positiveNumber(env.VERIFY_CACHE_MS, 5_000);

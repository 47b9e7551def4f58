import {
  basicsOf,
  choiceSetting,
  databaseSettings,
  isProduction,
  loadSettings,
  optionalPort,
  optionalText,
  positiveInteger,
  positiveNumber,
  serverSettings,
  serviceDatabase,
  serviceUrlSetting,
  withRules,
  zeroOrPositiveNumber,
  type ServiceBasics,
} from '@tire/service-kit';
import { z } from 'zod';

/**
 * This service's Postgres schema (its tables live nowhere else), the platform's DATABASE_URL
 * pointed at it, and where its migrations are.
 */
export const { schema: DB_SCHEMA, serviceDatabaseUrl, migrationsDir: MIGRATIONS_DIR } = serviceDatabase('payments', import.meta.url);

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

/** Stripe's variables (set STRIPE_SECRET_KEY to take payments through Stripe). */
const stripeVariables = {
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_PUBLISHABLE_KEY: optionalText(),
  STRIPE_API_HOST: optionalText(),
  STRIPE_API_PORT: optionalPort(),
  STRIPE_API_PROTOCOL: choiceSetting(['http', 'https']),
};

type StripeVariables = z.output<z.ZodObject<typeof stripeVariables>>;

const stripeOf = (env: StripeVariables): StripeSettings | undefined =>
  env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        publishableKey: publishableKeyOf(env.STRIPE_PUBLISHABLE_KEY),
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT,
        protocol: env.STRIPE_API_PROTOCOL,
      }
    : undefined;

/** Stripe's settings from the environment, or undefined without a secret key. */
export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | undefined {
  return stripeOf(loadSettings('payments', z.object(stripeVariables), env));
}

/** PAYMENTS_PROVIDER: stripe, local, or unset (Stripe when its key is set). */
const providerChoice = optionalText().transform((text, ctx) => {
  const chosen = text?.toLowerCase();
  if (chosen === undefined || chosen === 'stripe' || chosen === 'local') return chosen;
  ctx.addIssue({ code: 'custom', message: PAYMENTS_CONFIG_MESSAGES.unknownProvider(chosen), input: text });
  return z.NEVER;
});

/**
 * Production refuses unsafe payment settings (each refusal says what to set); development keeps its
 * default: no Stripe key, the local provider.
 *
 * - `PAYMENTS_PROVIDER=stripe` without `STRIPE_SECRET_KEY`: refused everywhere.
 * - production without `STRIPE_SECRET_KEY` and without `PAYMENTS_PROVIDER=local`: refused.
 * - production with a key but no `STRIPE_WEBHOOK_SECRET`: refused (development: a warning).
 */
const providerRules = (env: { NODE_ENV?: string; PAYMENTS_PROVIDER?: string } & StripeVariables, refuse: (name: string, rule: string) => void) => {
  if (env.PAYMENTS_PROVIDER === 'local') return;
  const production = isProduction(env);
  if (!env.STRIPE_SECRET_KEY) {
    if (env.PAYMENTS_PROVIDER === 'stripe') refuse('STRIPE_SECRET_KEY', PAYMENTS_CONFIG_MESSAGES.stripeWithoutKey);
    else if (production) refuse('STRIPE_SECRET_KEY', PAYMENTS_CONFIG_MESSAGES.noStripeKeyInProduction);
  } else if (!env.STRIPE_WEBHOOK_SECRET && production) refuse('STRIPE_WEBHOOK_SECRET', PAYMENTS_CONFIG_MESSAGES.noWebhookSecret);
};

/** Which provider takes the payments, and what to tell the operator at start-up. */
function paymentProvider(env: { NODE_ENV?: string; PAYMENTS_PROVIDER?: string } & StripeVariables): PaymentProviderConfig {
  const production = isProduction(env);
  if (env.PAYMENTS_PROVIDER === 'local') return { stripe: null, warnings: production ? [PAYMENTS_CONFIG_MESSAGES.localInProduction] : [] };
  const stripe = stripeOf(env);
  if (!stripe) return { stripe: null, warnings: [] };
  return { stripe, warnings: stripe.webhookSecret ? [] : [PAYMENTS_CONFIG_MESSAGES.webhookSecretMissingInDevelopment] };
}

/** Every variable the service reads (README: Settings), each with its rule and default. */
const paymentsEnvironment = withRules(
  z.object({
    ...serverSettings('payments'),
    // A small pool: the hot path is the provider, not the database.
    ...databaseSettings(DB_SCHEMA, 5),
    RESERVATIONS_URL: serviceUrlSetting('reservations'),
    CATALOGUE_URL: serviceUrlSetting('catalogue'),
    PAYMENTS_PROVIDER: providerChoice,
    ...stripeVariables,
    REFUND_MAX_ATTEMPTS: positiveInteger(5),
    REFUND_RETRY_BASE_MS: positiveNumber(60_000),
    REFUND_WORKER_INTERVAL_MS: positiveNumber(30_000),
    SETTLEMENT_MAX_ATTEMPTS: positiveInteger(10),
    SETTLEMENT_RETRY_BASE_MS: positiveNumber(30_000),
    SETTLEMENT_MAX_BACKOFF_MS: positiveNumber(3_600_000),
    SETTLEMENT_RETRY_INTERVAL_MS: positiveNumber(30_000),
    RECONCILE_INTERVAL_MS: positiveNumber(60_000),
    RECONCILE_AFTER_MINUTES: positiveNumber(10),
    RECONCILE_MAX_AGE_HOURS: positiveNumber(7 * 24),
    // 0: every verification asks the provider.
    VERIFY_CACHE_MS: zeroOrPositiveNumber(5_000),
  }),
  providerRules,
).transform((env) => ({
  ...basicsOf('payments', env),
  ...paymentProvider(env),
  reservationsUrl: env.RESERVATIONS_URL,
  catalogueUrl: env.CATALOGUE_URL,
  refundPolicy: { maxAttempts: env.REFUND_MAX_ATTEMPTS, retryBaseMs: env.REFUND_RETRY_BASE_MS, workerIntervalMs: env.REFUND_WORKER_INTERVAL_MS },
  settlementPolicy: {
    maxAttempts: env.SETTLEMENT_MAX_ATTEMPTS,
    retryBaseMs: env.SETTLEMENT_RETRY_BASE_MS,
    maxBackoffMs: env.SETTLEMENT_MAX_BACKOFF_MS,
    intervalMs: env.SETTLEMENT_RETRY_INTERVAL_MS,
    batchSize: 50,
  },
  reconcilePolicy: {
    intervalMs: env.RECONCILE_INTERVAL_MS,
    afterMinutes: env.RECONCILE_AFTER_MINUTES,
    maxAgeHours: env.RECONCILE_MAX_AGE_HOURS,
    batchSize: 50,
  },
  verifyCacheMs: env.VERIFY_CACHE_MS,
}));

/** Which provider takes the payments, and what to tell the operator at start-up. */
export interface PaymentProviderConfig {
  /** Stripe's settings, or null for the local provider. */
  stripe: StripeSettings | null;
  /** Logged as warnings when the service starts. */
  warnings: string[];
}

/** What createPaymentsService wires the service with. */
export interface PaymentsConfig extends ServiceBasics, PaymentProviderConfig {
  /** RESERVATIONS_URL, CATALOGUE_URL: where bookings and orders are marked paid and told of refunds. */
  reservationsUrl: string;
  catalogueUrl: string;
  refundPolicy: RefundPolicy;
  settlementPolicy: SettlementPolicy;
  reconcilePolicy: ReconcilePolicy;
  /** VERIFY_CACHE_MS: how long one provider retrieve answers the verifications of the same intent (5 s; 0: no cache). */
  verifyCacheMs: number;
}

/** The service's settings; throws naming every bad variable, and every unsafe production setting with what to set. */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return loadSettings('payments', paymentsEnvironment, env);
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

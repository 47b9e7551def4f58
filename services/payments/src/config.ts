import { DATABASE_URL, databaseUrlForSchema } from '@tire/service-kit';

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

/** How failed refunds are retried and how often the refund worker runs. */
export interface RefundPolicy {
  /** Attempts at the provider before a failed refund is left for an administrator. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
  /** How often the worker polls pending refunds, retries failed ones and resends reports. */
  workerIntervalMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function refundPolicy(env: NodeJS.ProcessEnv = process.env): RefundPolicy {
  return {
    maxAttempts: Math.floor(positive(env.REFUND_MAX_ATTEMPTS, 5)),
    retryBaseMs: positive(env.REFUND_RETRY_BASE_MS, 60_000),
    workerIntervalMs: positive(env.REFUND_WORKER_INTERVAL_MS, 30_000),
  };
}

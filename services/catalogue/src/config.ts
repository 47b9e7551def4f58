import { DATABASE_URL, databaseUrlForSchema, positiveNumber, serviceBasics, type ServiceBasics } from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'catalogue';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** What main.ts wires the service with, read from the environment (README: Settings). */
export interface CatalogueConfig extends ServiceBasics {
  /** OUTBOX_RELAY_INTERVAL_MS: how often the outbox relay looks for events (500 ms). */
  relayIntervalMs: number;
  /** HOLD_SWEEP_INTERVAL_MS: how often lapsed order holds are released (30 s). */
  holdSweepIntervalMs: number;
  /** MONEY_NOTIFY_INTERVAL_MS: how often cancelled orders are handed to the payments service (10 s). */
  moneyNotifyIntervalMs: number;
}

export function loadCatalogueConfig(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  return {
    ...serviceBasics(env, DB_SCHEMA),
    relayIntervalMs: positiveNumber(env.OUTBOX_RELAY_INTERVAL_MS, 500),
    holdSweepIntervalMs: positiveNumber(env.HOLD_SWEEP_INTERVAL_MS, 30_000),
    moneyNotifyIntervalMs: positiveNumber(env.MONEY_NOTIFY_INTERVAL_MS, 10_000),
  };
}

// The order rules below are read once when the module loads: domain code imports them.

/**
 * How long an unpaid order keeps its tires before the hold sweeper cancels it and puts them back
 * in stock (ORDER_HOLD_MINUTES, default 30), as RESERVATION_HOLD_MINUTES does for a slot.
 */
export const ORDER_HOLD_MINUTES = holdMinutes(process.env.ORDER_HOLD_MINUTES);

function holdMinutes(value: string | undefined): number {
  if (!value?.trim()) return 30;
  const minutes = Number(value);
  // A typo must not turn into "never release" (NaN) or "release at once" (0): refuse to start.
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`ORDER_HOLD_MINUTES must be a positive number of minutes, not "${value}"`);
  return minutes;
}

/**
 * Abuse limits (429): unpaid orders one customer may have at once (MAX_PENDING_ORDERS, 2) and
 * tires those may hold together (MAX_PENDING_TIRES, 24: a car's set is 4; a fleet calls us).
 */
export const ORDER_LIMITS = {
  maxPendingOrders: positiveNumber(process.env.MAX_PENDING_ORDERS, 2),
  maxPendingTires: positiveNumber(process.env.MAX_PENDING_TIRES, 24),
};

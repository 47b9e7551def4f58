import { DATABASE_URL, databaseUrlForSchema } from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'catalogue';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

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
  maxPendingOrders: Number(process.env.MAX_PENDING_ORDERS || 2),
  maxPendingTires: Number(process.env.MAX_PENDING_TIRES || 24),
};

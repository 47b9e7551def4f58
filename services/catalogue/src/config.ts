import { DEFAULT_HOLD_MINUTES } from '@tire/contracts';
import {
  basicsOf,
  DATABASE_URL,
  databaseSettings,
  databaseUrlForSchema,
  loadSettings,
  positiveInteger,
  positiveNumber,
  redisSettings,
  serverSettings,
  serviceUrlSetting,
  type ServiceBasics,
} from '@tire/service-kit';
import { z } from 'zod';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'catalogue';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** Every variable the service reads (README: Settings), each with its rule and default. */
const catalogueEnvironment = z
  .object({
    ...serverSettings('catalogue'),
    ...databaseSettings(DB_SCHEMA),
    ...redisSettings(),
    RESERVATIONS_URL: serviceUrlSetting('reservations'),
    PAYMENTS_URL: serviceUrlSetting('payments'),
    OUTBOX_RELAY_INTERVAL_MS: positiveNumber(500),
    HOLD_SWEEP_INTERVAL_MS: positiveNumber(30_000),
    MONEY_NOTIFY_INTERVAL_MS: positiveNumber(10_000),
    IDEMPOTENCY_PURGE_INTERVAL_MS: positiveNumber(3_600_000),
    ORDER_HOLD_MINUTES: positiveNumber(DEFAULT_HOLD_MINUTES),
    MAX_PENDING_ORDERS: positiveInteger(2),
    MAX_PENDING_TIRES: positiveInteger(24),
  })
  .transform((env) => ({
    ...basicsOf('catalogue', env),
    reservationsUrl: env.RESERVATIONS_URL,
    paymentsUrl: env.PAYMENTS_URL,
    relayIntervalMs: env.OUTBOX_RELAY_INTERVAL_MS,
    holdSweepIntervalMs: env.HOLD_SWEEP_INTERVAL_MS,
    moneyNotifyIntervalMs: env.MONEY_NOTIFY_INTERVAL_MS,
    idempotencyPurgeIntervalMs: env.IDEMPOTENCY_PURGE_INTERVAL_MS,
    orders: {
      holdMinutes: env.ORDER_HOLD_MINUTES,
      limits: { maxPendingOrders: env.MAX_PENDING_ORDERS, maxPendingTires: env.MAX_PENDING_TIRES },
    },
  }));

/**
 * Abuse limits (429): unpaid orders one customer may have at once (MAX_PENDING_ORDERS, 2) and
 * tires those may hold together (MAX_PENDING_TIRES, 24: a car's set is 4; a fleet calls us).
 */
export interface OrderLimits {
  maxPendingOrders: number;
  maxPendingTires: number;
}

/** What createCatalogueService wires the service with. */
export interface CatalogueConfig extends ServiceBasics {
  /** RESERVATIONS_URL: where the service locations are looked up. */
  reservationsUrl: string;
  /** PAYMENTS_URL: where cancelled orders' money is reported. */
  paymentsUrl: string;
  /** OUTBOX_RELAY_INTERVAL_MS: how often the outbox relay looks for events (500 ms). */
  relayIntervalMs: number;
  /** HOLD_SWEEP_INTERVAL_MS: how often lapsed order holds are released (30 s). */
  holdSweepIntervalMs: number;
  /** MONEY_NOTIFY_INTERVAL_MS: how often cancelled orders are handed to the payments service (10 s). */
  moneyNotifyIntervalMs: number;
  /** IDEMPOTENCY_PURGE_INTERVAL_MS: how often stored answers older than 7 days are deleted (1 h). */
  idempotencyPurgeIntervalMs: number;
  orders: {
    /**
     * ORDER_HOLD_MINUTES: how long an unpaid order keeps its tires before the hold sweeper cancels
     * it and puts them back in stock (30), as RESERVATION_HOLD_MINUTES does for a slot.
     */
    holdMinutes: number;
    limits: OrderLimits;
  };
}

/** The service's settings from its environment; throws naming every bad variable (with its value and rule). */
export function loadCatalogueConfig(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  return loadSettings('catalogue', catalogueEnvironment, env);
}

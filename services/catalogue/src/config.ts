import { DEFAULT_HOLD_MINUTES } from '@tire/contracts';
import {
  basicsOf,
  heldUntilPaidOf,
  heldUntilPaidSettings,
  loadSettings,
  positiveInteger,
  positiveNumber,
  serviceDatabase,
  serviceSettings,
  serviceUrlSetting,
  type ServiceBasics,
  type HeldUntilPaidSettings,
} from '@tire/service-kit';
import { z } from 'zod';

/**
 * This service's Postgres schema (its tables live nowhere else), the platform's DATABASE_URL
 * pointed at it, and where its migrations are.
 */
export const { schema: DB_SCHEMA, serviceDatabaseUrl, migrationsDir: MIGRATIONS_DIR } = serviceDatabase('catalogue', import.meta.url);

/** Every variable the service reads (README: Settings), each with its rule and default. */
const catalogueEnvironment = z
  .object({
    ...serviceSettings('catalogue', DB_SCHEMA),
    RESERVATIONS_URL: serviceUrlSetting('reservations'),
    ...heldUntilPaidSettings({ moneyNotifyIntervalMs: 10_000 }),
    ORDER_HOLD_MINUTES: positiveNumber(DEFAULT_HOLD_MINUTES),
    MAX_PENDING_ORDERS: positiveInteger(2),
    MAX_PENDING_TIRES: positiveInteger(24),
  })
  .transform((env) => ({
    ...basicsOf('catalogue', env),
    reservationsUrl: env.RESERVATIONS_URL,
    ...heldUntilPaidOf(env),
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

/**
 * What createCatalogueService wires the service with; of its intervals, MONEY_NOTIFY_INTERVAL_MS is
 * how often cancelled orders are handed to the payments service (10 s).
 */
export interface CatalogueConfig extends ServiceBasics, HeldUntilPaidSettings {
  /** RESERVATIONS_URL: where the service locations are looked up. */
  reservationsUrl: string;
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

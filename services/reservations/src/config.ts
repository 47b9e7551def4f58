import { DEFAULT_BOOKING_HORIZON_DAYS } from '@tire/contracts';
import { DATABASE_URL, databaseUrlForSchema, positiveNumber, serviceBasics, type ServiceBasics } from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'reservations';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** What main.ts wires the service with, read from the environment (README: Settings). */
export interface ReservationsConfig extends ServiceBasics {
  /** OUTBOX_RELAY_INTERVAL_MS: how often the outbox relay looks for events (500 ms). */
  relayIntervalMs: number;
  /** HOLD_SWEEP_INTERVAL_MS: how often lapsed holds give their slot back (30 s). */
  holdSweepIntervalMs: number;
  /** MONEY_NOTIFY_INTERVAL_MS: how often cancelled bookings are handed to the payments service (5 s). */
  moneyNotifyIntervalMs: number;
  /** RESERVATION_RETENTION_YEARS: years a booking keeps its customer's details after the end of its year (6, the bookkeeping period). */
  retentionYears: number;
  /** RETENTION_INTERVAL_MS: how often bookings past that period are anonymised (1 h). */
  retentionIntervalMs: number;
}

export function loadReservationsConfig(env: NodeJS.ProcessEnv = process.env): ReservationsConfig {
  return {
    ...serviceBasics(env, DB_SCHEMA),
    relayIntervalMs: positiveNumber(env.OUTBOX_RELAY_INTERVAL_MS, 500),
    holdSweepIntervalMs: positiveNumber(env.HOLD_SWEEP_INTERVAL_MS, 30_000),
    moneyNotifyIntervalMs: positiveNumber(env.MONEY_NOTIFY_INTERVAL_MS, 5_000),
    retentionYears: positiveNumber(env.RESERVATION_RETENTION_YEARS, 6),
    retentionIntervalMs: positiveNumber(env.RETENTION_INTERVAL_MS, 3_600_000),
  };
}

// The booking rules below are read once when the module loads: domain code imports them.

/** How long an unpaid reservation keeps its slot before the hold sweeper cancels it (RESERVATION_HOLD_MINUTES, default 30). */
export const RESERVATION_HOLD_MINUTES = positiveNumber(process.env.RESERVATION_HOLD_MINUTES, 30);

/**
 * How long a booking's "held, awaiting payment" e-mail waits in the outbox (HELD_EMAIL_DELAY_SECONDS,
 * default 60; 0 sends at once): a hold the customer replaces meanwhile (Back from checkout, another
 * time) is withdrawn unsent, so they get one e-mail for the one booking they keep.
 */
export const HELD_EMAIL_DELAY_SECONDS = process.env.HELD_EMAIL_DELAY_SECONDS?.trim() === '0' ? 0 : positiveNumber(process.env.HELD_EMAIL_DELAY_SECONDS, 60);

/**
 * Abuse limits on unpaid bookings (each holds a bay and mails whoever it names): how many may be
 * held unpaid at once per e-mail address, per signed-in user and per client (IPv4 address or
 * IPv6 /64). Paying or cancelling one frees its place.
 */
export const MAX_UNPAID_HOLDS = positiveNumber(process.env.MAX_UNPAID_HOLDS, 3);

/** How many days ahead bookings are taken (BOOKING_HORIZON_DAYS, default 90): the calendar offers nothing later and booking refuses it. */
export const BOOKING_HORIZON_DAYS = positiveNumber(process.env.BOOKING_HORIZON_DAYS, DEFAULT_BOOKING_HORIZON_DAYS);

import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_HOLD_MINUTES } from '@tire/contracts';
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
  urlSetting,
  zeroOrPositiveNumber,
  type ServiceBasics,
} from '@tire/service-kit';
import { z } from 'zod';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'reservations';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** Every variable the service reads (README: Settings), each with its rule and default. */
const reservationsEnvironment = z
  .object({
    ...serverSettings('reservations'),
    ...databaseSettings(DB_SCHEMA),
    ...redisSettings(),
    PAYMENTS_URL: serviceUrlSetting('payments'),
    /** Where links in the calendar files point (the BFF that serves the shell). */
    PUBLIC_URL: urlSetting('http://localhost:8080'),
    OUTBOX_RELAY_INTERVAL_MS: positiveNumber(500),
    HOLD_SWEEP_INTERVAL_MS: positiveNumber(30_000),
    MONEY_NOTIFY_INTERVAL_MS: positiveNumber(5_000),
    IDEMPOTENCY_PURGE_INTERVAL_MS: positiveNumber(3_600_000),
    RESERVATION_RETENTION_YEARS: positiveNumber(6),
    RETENTION_INTERVAL_MS: positiveNumber(3_600_000),
    RESERVATION_HOLD_MINUTES: positiveNumber(DEFAULT_HOLD_MINUTES),
    HELD_EMAIL_DELAY_SECONDS: zeroOrPositiveNumber(60),
    MAX_UNPAID_HOLDS: positiveInteger(3),
    BOOKING_HORIZON_DAYS: positiveInteger(DEFAULT_BOOKING_HORIZON_DAYS),
  })
  .transform((env) => ({
    ...basicsOf('reservations', env),
    paymentsUrl: env.PAYMENTS_URL,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    relayIntervalMs: env.OUTBOX_RELAY_INTERVAL_MS,
    holdSweepIntervalMs: env.HOLD_SWEEP_INTERVAL_MS,
    moneyNotifyIntervalMs: env.MONEY_NOTIFY_INTERVAL_MS,
    idempotencyPurgeIntervalMs: env.IDEMPOTENCY_PURGE_INTERVAL_MS,
    retentionYears: env.RESERVATION_RETENTION_YEARS,
    retentionIntervalMs: env.RETENTION_INTERVAL_MS,
    booking: {
      holdMinutes: env.RESERVATION_HOLD_MINUTES,
      heldEmailDelaySeconds: env.HELD_EMAIL_DELAY_SECONDS,
      maxUnpaidHolds: env.MAX_UNPAID_HOLDS,
      horizonDays: env.BOOKING_HORIZON_DAYS,
    },
  }));

/** What createReservationsService wires the service with. */
export interface ReservationsConfig extends ServiceBasics {
  /** PAYMENTS_URL: where cancelled bookings' money is reported. */
  paymentsUrl: string;
  /** PUBLIC_URL: the BFF that serves the shell, for links in calendar files. */
  publicUrl: string;
  /** OUTBOX_RELAY_INTERVAL_MS: how often the outbox relay looks for events (500 ms). */
  relayIntervalMs: number;
  /** HOLD_SWEEP_INTERVAL_MS: how often lapsed holds give their slot back (30 s). */
  holdSweepIntervalMs: number;
  /** MONEY_NOTIFY_INTERVAL_MS: how often cancelled bookings are handed to the payments service (5 s). */
  moneyNotifyIntervalMs: number;
  /** IDEMPOTENCY_PURGE_INTERVAL_MS: how often stored answers older than 7 days are deleted (1 h). */
  idempotencyPurgeIntervalMs: number;
  /** RESERVATION_RETENTION_YEARS: years a booking keeps its customer's details after the end of its year (6, the bookkeeping period). */
  retentionYears: number;
  /** RETENTION_INTERVAL_MS: how often bookings past that period are anonymised (1 h). */
  retentionIntervalMs: number;
  booking: BookingRules;
}

/** The booking rules the domain is given. */
export interface BookingRules {
  /** RESERVATION_HOLD_MINUTES: how long an unpaid reservation keeps its slot before the hold sweeper cancels it (30). */
  holdMinutes: number;
  /**
   * HELD_EMAIL_DELAY_SECONDS: how long a booking's "held, awaiting payment" e-mail waits in the
   * outbox (60; 0 sends at once): a hold the customer replaces meanwhile (Back from checkout,
   * another time) is withdrawn unsent, so they get one e-mail for the one booking they keep.
   */
  heldEmailDelaySeconds: number;
  /**
   * MAX_UNPAID_HOLDS: abuse limit on unpaid bookings (each holds a bay and mails whoever it names):
   * how many may be held unpaid at once per e-mail address, per signed-in user and per client
   * (IPv4 address or IPv6 /64), 3. Paying or cancelling one frees its place.
   */
  maxUnpaidHolds: number;
  /** BOOKING_HORIZON_DAYS: how many days ahead bookings are taken (90): the calendar offers nothing later and booking refuses it. */
  horizonDays: number;
}

/** The service's settings from its environment; throws naming every bad variable (with its value and rule). */
export function loadReservationsConfig(env: NodeJS.ProcessEnv = process.env): ReservationsConfig {
  return loadSettings('reservations', reservationsEnvironment, env);
}

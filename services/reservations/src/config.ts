import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_HOLD_MINUTES, WAITLIST_OFFER_MINUTES } from '@tire/contracts';
import {
  basicsOf,
  flagSetting,
  isProduction,
  optionalText,
  withRules,
  heldUntilPaidOf,
  heldUntilPaidSettings,
  loadSettings,
  positiveInteger,
  positiveNumber,
  serviceDatabase,
  serviceSettings,
  urlSetting,
  zeroOrPositiveNumber,
  type ServiceBasics,
  type HeldUntilPaidSettings,
} from '@tire/service-kit';
import { z } from 'zod';

/**
 * This service's Postgres schema (its tables live nowhere else), the platform's DATABASE_URL
 * pointed at it, and where its migrations are.
 */
export const { schema: DB_SCHEMA, serviceDatabaseUrl, migrationsDir: MIGRATIONS_DIR } = serviceDatabase('reservations', import.meta.url);

/** Every variable the service reads (README: Settings), each with its rule and default. */
const reservationsEnvironment = withRules(
  z.object({
    ...serviceSettings('reservations', DB_SCHEMA),
    /** Where links in the calendar files point (the BFF that serves the shell). */
    PUBLIC_URL: urlSetting('http://localhost:8080'),
    ...heldUntilPaidSettings({ moneyNotifyIntervalMs: 5_000 }),
    RESERVATION_RETENTION_YEARS: positiveNumber(6),
    RETENTION_INTERVAL_MS: positiveNumber(3_600_000),
    RESERVATION_HOLD_MINUTES: positiveNumber(DEFAULT_HOLD_MINUTES),
    HELD_EMAIL_DELAY_SECONDS: zeroOrPositiveNumber(60),
    MAX_UNPAID_HOLDS: positiveInteger(3),
    BOOKING_HORIZON_DAYS: positiveInteger(DEFAULT_BOOKING_HORIZON_DAYS),
    REMINDER_TWO_HOURS_BEFORE: flagSetting(),
    REMINDER_INTERVAL_MS: positiveNumber(60_000),
    RESERVATIONS_TEST_CLOCK_FILE: optionalText(),
    WAITLIST_OFFER_MINUTES: positiveNumber(WAITLIST_OFFER_MINUTES),
    WAITLIST_INTERVAL_MS: positiveNumber(5_000),
  }),
  (env, refuse) => {
    if (isProduction(env) && env.RESERVATIONS_TEST_CLOCK_FILE)
      refuse('RESERVATIONS_TEST_CLOCK_FILE', 'a test-only clock for the browser tests: never set in production');
  },
).transform((env) => ({
  ...basicsOf('reservations', env),
  publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
  ...heldUntilPaidOf(env),
  retentionYears: env.RESERVATION_RETENTION_YEARS,
  retentionIntervalMs: env.RETENTION_INTERVAL_MS,
  waitlist: { offerMinutes: env.WAITLIST_OFFER_MINUTES, intervalMs: env.WAITLIST_INTERVAL_MS },
  booking: {
    holdMinutes: env.RESERVATION_HOLD_MINUTES,
    heldEmailDelaySeconds: env.HELD_EMAIL_DELAY_SECONDS,
    maxUnpaidHolds: env.MAX_UNPAID_HOLDS,
    horizonDays: env.BOOKING_HORIZON_DAYS,
  },
  reminders: {
    twoHoursBefore: env.REMINDER_TWO_HOURS_BEFORE,
    intervalMs: env.REMINDER_INTERVAL_MS,
    testClockFile: env.RESERVATIONS_TEST_CLOCK_FILE,
  },
}));

/**
 * What createReservationsService wires the service with; of its intervals, MONEY_NOTIFY_INTERVAL_MS is
 * how often cancelled bookings are handed to the payments service (5 s).
 */
export interface ReservationsConfig extends ServiceBasics, HeldUntilPaidSettings {
  /** PUBLIC_URL: the BFF that serves the shell, for links in calendar files. */
  publicUrl: string;
  /** RESERVATION_RETENTION_YEARS: years a booking keeps its customer's details after the end of its year (6, the bookkeeping period). */
  retentionYears: number;
  /** RETENTION_INTERVAL_MS: how often bookings past that period are anonymised (1 h). */
  retentionIntervalMs: number;
  booking: BookingRules;
  reminders: ReminderSettings;
  waitlist: {
    /** WAITLIST_OFFER_MINUTES: how long a place offered from the waitlist is held for its customer alone (15). */
    offerMinutes: number;
    /** WAITLIST_INTERVAL_MS: how often freed places are offered, lapsed offers passed on and entries expired (5 s). */
    intervalMs: number;
  };
}

/** The booking reminders' settings (the rules themselves are the contracts' REMINDER_RULES). */
export interface ReminderSettings {
  /** REMINDER_TWO_HOURS_BEFORE: also send the second reminder two hours before (off). */
  twoHoursBefore: boolean;
  /** REMINDER_INTERVAL_MS: how often due reminders are looked for (60 s). */
  intervalMs: number;
  /**
   * RESERVATIONS_TEST_CLOCK_FILE: browser tests only (refused in production). A JSON file
   * `{"offsetMs": n, "contactEmails": [...]}` that moves the reminder loop's clock by `offsetMs`
   * for the bookings of those addresses only (reminder-test-clock.ts); nothing else reads it.
   */
  testClockFile?: string;
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

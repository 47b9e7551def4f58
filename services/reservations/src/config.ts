import { DEFAULT_BOOKING_HORIZON_DAYS } from '@tire/contracts';
import { DATABASE_URL, databaseUrlForSchema } from '@tire/service-kit';

/** This service's Postgres schema: its tables live nowhere else. */
export const DB_SCHEMA = 'reservations';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/** How long an unpaid reservation keeps its slot before the hold sweeper cancels it (RESERVATION_HOLD_MINUTES, default 30). */
export const RESERVATION_HOLD_MINUTES = Number(process.env.RESERVATION_HOLD_MINUTES || 30);

/**
 * Abuse limits on unpaid bookings (each holds a bay and mails whoever it names): how many may be
 * held unpaid at once per e-mail address, per signed-in user and per client (IPv4 address or
 * IPv6 /64). Paying or cancelling one frees its place.
 */
export const MAX_UNPAID_HOLDS = Number(process.env.MAX_UNPAID_HOLDS || 3);

/** How many days ahead bookings are taken (BOOKING_HORIZON_DAYS, default 90): the calendar offers nothing later and booking refuses it. */
export const BOOKING_HORIZON_DAYS = Number(process.env.BOOKING_HORIZON_DAYS || DEFAULT_BOOKING_HORIZON_DAYS);

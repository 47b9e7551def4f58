import {
  createAvailabilityPublisher,
  databaseFromSettings,
  serviceFoundation,
  startOutboxAndPurgeLoops,
  type AvailabilityPublisher,
  type ServiceFactoryOptions,
  type ServiceInstance,
} from '@tire/service-kit';
import { DB_SCHEMA, type ReservationsConfig } from './config.js';
import { connectDatabase, type Database } from './data-access/database.js';
import { createLocationCache } from './data-access/locations-repository.js';
import { createOpeningDaysCache } from './data-access/opening-days.js';
import { createPaymentsClient, type PaymentsClient } from './data-access/payments-client.js';
import { readTestClock } from './data-access/reminder-test-clock.js';
import { startReminderLoop } from './domain/booking-reminders.js';
import { startHoldSweeper } from './domain/hold-sweeper.js';
import { MANAGE_LINK_SECRET_FIELDS } from './domain/manage-booking.js';
import { startMoneyNotifier } from './domain/money-notifier.js';
import { startReservationRetention } from './domain/retention.js';
import { startWaitlistOffers } from './domain/waitlist-offers.js';
import { createReservationsApp } from './entry-points/http/app.js';

export interface ReservationsServiceOptions extends ServiceFactoryOptions<ReservationsConfig, Database> {
  /** Tells every BFF that availability changed: on the settings' Redis unless given (null: nobody is told, as in most tests). */
  availability?: AvailabilityPublisher | null;
  /** The payments service, told of cancelled bookings' money (over HTTP unless given). */
  payments?: PaymentsClient;
  /** How long locations and opening days are cached (30 s; tests read every change at once). */
  cacheTtlMs?: number;
}

/**
 * The reservations service put together from its settings: database, caches, the availability
 * announcements, the HTTP app, and its loops (outbox relay, hold sweeper, money notifier,
 * idempotency purge, retention). main.ts serves it; tests start it with their own database and clock.
 */
export function createReservationsService(options: ReservationsServiceOptions): ServiceInstance {
  const { config, logger, db, clock, loops, closeDatabase } = serviceFoundation(options, databaseFromSettings(connectDatabase));
  const { availability: givenAvailability, payments = createPaymentsClient(config.paymentsUrl), cacheTtlMs } = options;
  // Bookings, changes and expired holds empty every BFF's availability cache (Redis pub/sub).
  const availability = givenAvailability === undefined ? createAvailabilityPublisher(config.redisUrl, logger) : (givenAvailability ?? undefined);
  const locations = createLocationCache(db.prisma, { ttlMs: cacheTtlMs });
  const openingDays = createOpeningDaysCache(db.pool, { ttlMs: cacheTtlMs });
  const app = createReservationsApp({
    db,
    logger,
    now: clock,
    locations,
    openingDays,
    booking: config.booking,
    publicUrl: config.publicUrl,
    availability,
  });

  // Booking receipts and other post-commit events go from the outbox table to the e-mail queue; a
  // guest's manage link token leaves the table as soon as its e-mail's job is queued. The held
  // e-mail waits HELD_EMAIL_DELAY_SECONDS (book-reservation.ts). Idempotency records (stored
  // answers, with personal data) are deleted after 7 days.
  startOutboxAndPurgeLoops(loops, {
    service: 'reservations',
    schema: DB_SCHEMA,
    pool: db.pool,
    config,
    logger,
    clock,
    relay: { secretFields: MANAGE_LINK_SECRET_FIELDS, delayable: true },
  });
  // Unpaid reservations give their slot back after RESERVATION_HOLD_MINUTES (checked every HOLD_SWEEP_INTERVAL_MS).
  loops.start('hold sweeper', () =>
    startHoldSweeper({ pool: db.pool, now: clock, logger, availability, holdMinutes: config.booking.holdMinutes }, config.holdSweepIntervalMs),
  );
  // Booking reminders (the day before; two hours before when REMINDER_TWO_HOURS_BEFORE): each claimed once, whatever the number of instances.
  loops.start('reminders', () =>
    startReminderLoop(
      {
        pool: db.pool,
        now: clock,
        logger,
        twoHoursBefore: config.reminders.twoHoursBefore,
        testClock: config.reminders.testClockFile ? readTestClock(config.reminders.testClockFile) : undefined,
      },
      config.reminders.intervalMs,
    ),
  );
  // Freed places go to the waitlist, first come first, each held WAITLIST_OFFER_MINUTES; lapsed offers pass to the next.
  loops.start('waitlist offers', () =>
    startWaitlistOffers(
      {
        pool: db.pool,
        locations,
        openingDays,
        horizonDays: config.booking.horizonDays,
        now: clock,
        logger,
        offerMinutes: config.waitlist.offerMinutes,
        availability,
      },
      config.waitlist.intervalMs,
    ),
  );
  // Cancelled bookings are handed to the payments service (open intents cancelled, refunds started) until it acknowledges.
  loops.start('money notifier', () => startMoneyNotifier({ pool: db.pool, payments, logger }, config.moneyNotifyIntervalMs));
  // Bookings past the bookkeeping period (RESERVATION_RETENTION_YEARS after the end of their year) are anonymised, in small batches.
  loops.start('retention', () => startReservationRetention({ pool: db.pool, now: clock, logger, years: config.retentionYears }, config.retentionIntervalMs));

  return {
    app,
    background: loops.loops,
    async close() {
      if (givenAvailability === undefined) availability?.close();
      await closeDatabase();
    },
  };
}

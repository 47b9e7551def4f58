import {
  createAvailabilityPublisher,
  createLogger,
  observeOutboxBacklog,
  observePgPool,
  PORTS,
  serve,
  startIdempotencyKeyPurge,
  startOutboxRelay,
} from '@tire/service-kit';
import { DB_SCHEMA, loadReservationsConfig } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { createPaymentsClient } from './data-access/payments-client.js';
import { startHoldSweeper } from './domain/hold-sweeper.js';
import { MANAGE_LINK_SECRET_FIELDS } from './domain/manage-booking.js';
import { startMoneyNotifier } from './domain/money-notifier.js';
import { startReservationRetention } from './domain/retention.js';
import { createReservationsApp } from './entry-points/http/app.js';

const logger = createLogger('reservations');
const config = loadReservationsConfig();
const db = connectDatabase(config.databaseUrl, { poolSize: config.poolSize });
// Bookings, changes and expired holds empty every BFF's availability cache (Redis pub/sub).
const availability = createAvailabilityPublisher(config.redisUrl, logger);
const { app } = createReservationsApp({ db, logger, availability });
// Booking receipts and other post-commit events go from the outbox table to the e-mail queue; a
// guest's manage link token leaves the table as soon as its e-mail's job is queued.
const relay = startOutboxRelay({
  pool: db.pool,
  schema: DB_SCHEMA,
  service: 'reservations',
  redisUrl: config.redisUrl,
  prefix: config.queuePrefix,
  logger,
  intervalMs: config.relayIntervalMs,
  secretFields: MANAGE_LINK_SECRET_FIELDS,
  // The held e-mail waits HELD_EMAIL_DELAY_SECONDS (book-reservation.ts).
  delayable: true,
});

// Unpaid reservations give their slot back after RESERVATION_HOLD_MINUTES (checked every ~30 s).
const sweeper = startHoldSweeper({ pool: db.pool, now: () => new Date(), logger, availability }, config.holdSweepIntervalMs);

// Cancelled bookings are handed to the payments service (open intents cancelled, refunds started) until it acknowledges.
const moneyNotifier = startMoneyNotifier({ pool: db.pool, payments: createPaymentsClient(), logger }, config.moneyNotifyIntervalMs);

// Idempotency records (stored answers, with personal data) are deleted after 7 days.
const idempotencyPurge = startIdempotencyKeyPurge({ pool: db.pool, schema: DB_SCHEMA, now: () => new Date(), logger });

// Bookings past the bookkeeping period (RESERVATION_RETENTION_YEARS after the end of their year) are anonymised, in small batches.
const retention = startReservationRetention({ pool: db.pool, now: () => new Date(), logger, years: config.retentionYears }, config.retentionIntervalMs);

observePgPool(db.pool);
observeOutboxBacklog(db.pool, DB_SCHEMA);

// On SIGTERM: requests drain while the loops finish their run and the relay its batch; then the pools close.
serve(app, PORTS.reservations, logger, {
  stop: [sweeper, moneyNotifier, idempotencyPurge, retention, relay],
  close: async () => {
    availability.close();
    await db.close();
  },
});

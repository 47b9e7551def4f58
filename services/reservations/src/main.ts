import {
  createAvailabilityPublisher,
  createLogger,
  DATABASE_URL,
  observeOutboxBacklog,
  observePgPool,
  PORTS,
  REDIS_URL,
  serve,
  startIdempotencyKeyPurge,
  startOutboxRelay,
} from '@tire/service-kit';
import { DB_SCHEMA, serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { createPaymentsClient } from './data-access/payments-client.js';
import { startHoldSweeper } from './domain/hold-sweeper.js';
import { startMoneyNotifier } from './domain/money-notifier.js';
import { createReservationsApp } from './entry-points/http/app.js';

const logger = createLogger('reservations');
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: Number(process.env.DB_POOL_SIZE ?? 10) });
// Bookings, changes and expired holds empty every BFF's availability cache (Redis pub/sub).
const availability = createAvailabilityPublisher(REDIS_URL, logger);
const { app } = createReservationsApp({ db, logger, availability });
// Booking receipts and other post-commit events go from the outbox table to the e-mail queue.
const relay = startOutboxRelay({
  pool: db.pool,
  schema: DB_SCHEMA,
  service: 'reservations',
  redisUrl: REDIS_URL,
  prefix: process.env.BULLMQ_PREFIX || undefined,
  logger,
  intervalMs: Number(process.env.OUTBOX_RELAY_INTERVAL_MS ?? 500),
});

// Unpaid reservations give their slot back after RESERVATION_HOLD_MINUTES (checked every ~30 s).
const sweeper = startHoldSweeper({ pool: db.pool, now: () => new Date(), logger, availability }, Number(process.env.HOLD_SWEEP_INTERVAL_MS ?? 30_000));

// Cancelled bookings are handed to the payments service (open intents cancelled, refunds started) until it acknowledges.
const moneyNotifier = startMoneyNotifier({ pool: db.pool, payments: createPaymentsClient(), logger }, Number(process.env.MONEY_NOTIFY_INTERVAL_MS ?? 5_000));

// Idempotency records (stored answers, with personal data) are deleted after 7 days.
const idempotencyPurge = startIdempotencyKeyPurge({ pool: db.pool, schema: DB_SCHEMA, now: () => new Date(), logger });

observePgPool(db.pool);
observeOutboxBacklog(db.pool, DB_SCHEMA);

// On SIGTERM: requests drain while the loops finish their run and the relay its batch; then the pools close.
serve(app, PORTS.reservations, logger, {
  stop: [sweeper, moneyNotifier, idempotencyPurge, relay],
  close: async () => {
    availability.close();
    await db.close();
  },
});

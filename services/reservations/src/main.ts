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
import { startMoneyNotifier } from './domain/money-notifier.js';
import { createReservationsApp } from './entry-points/http/app.js';

const logger = createLogger('reservations');
const config = loadReservationsConfig();
const db = connectDatabase(config.databaseUrl, { poolSize: config.poolSize });
// Bookings, changes and expired holds empty every BFF's availability cache (Redis pub/sub).
const availability = createAvailabilityPublisher(config.redisUrl, logger);
const { app } = createReservationsApp({ db, logger, availability });
// Booking receipts and other post-commit events go from the outbox table to the e-mail queue.
const relay = startOutboxRelay({
  pool: db.pool,
  schema: DB_SCHEMA,
  service: 'reservations',
  redisUrl: config.redisUrl,
  prefix: config.queuePrefix,
  logger,
  intervalMs: config.relayIntervalMs,
});

// Unpaid reservations give their slot back after RESERVATION_HOLD_MINUTES (checked every ~30 s).
const sweeper = startHoldSweeper({ pool: db.pool, now: () => new Date(), logger, availability }, config.holdSweepIntervalMs);

// Cancelled bookings are handed to the payments service (open intents cancelled, refunds started) until it acknowledges.
const moneyNotifier = startMoneyNotifier({ pool: db.pool, payments: createPaymentsClient(), logger }, config.moneyNotifyIntervalMs);

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

import { createLogger, observeOutboxBacklog, observePgPool, PORTS, serve, startIdempotencyKeyPurge, startOutboxRelay } from '@tire/service-kit';
import { DB_SCHEMA, loadCatalogueConfig } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { startHoldSweeper } from './domain/hold-sweeper.js';
import { startOrderMoneyNotifier } from './domain/order-money.js';
import { createCatalogueApp } from './entry-points/http/app.js';

const logger = createLogger('catalogue');
const config = loadCatalogueConfig();
const db = connectDatabase(config.databaseUrl, { poolSize: config.poolSize });
const { app } = createCatalogueApp({ db, logger });
// Order confirmations (order.paid) go from the outbox table to the e-mail queue.
const relay = startOutboxRelay({
  pool: db.pool,
  schema: DB_SCHEMA,
  service: 'catalogue',
  redisUrl: config.redisUrl,
  prefix: config.queuePrefix,
  logger,
  intervalMs: config.relayIntervalMs,
});

// Unpaid orders give their tires back after ORDER_HOLD_MINUTES (checked every ~30 s).
const sweeper = startHoldSweeper({ pool: db.pool, now: () => new Date(), logger }, config.holdSweepIntervalMs);

// Idempotency records (stored answers, with personal data) are deleted after 7 days.
const idempotencyPurge = startIdempotencyKeyPurge({ pool: db.pool, schema: DB_SCHEMA, now: () => new Date(), logger });

// Orders an administrator cancelled are handed to the payments service (open payments cancelled,
// paid ones refunded) until it acknowledges (MONEY_NOTIFY_INTERVAL_MS).
const moneyNotifier = startOrderMoneyNotifier({ pool: db.pool, logger }, config.moneyNotifyIntervalMs);

observePgPool(db.pool);
observeOutboxBacklog(db.pool, DB_SCHEMA);

// On SIGTERM: requests drain while the loops finish their run and the relay its batch; then the pools close.
serve(app, PORTS.catalogue, logger, {
  stop: [sweeper, idempotencyPurge, relay, moneyNotifier],
  close: () => db.close(),
});

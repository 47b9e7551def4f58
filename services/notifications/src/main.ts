import { NOTIFICATIONS_QUEUE } from '@tire/contracts';
import { createLogger, observeOutboxBacklog, observePgPool, observeQueue, PORTS, serve, startOutboxRelay } from '@tire/service-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createNotificationsApp } from './entry-points/http/app.js';
import { DB_SCHEMA, loadNotificationsConfig } from './config.js';
import { saveContactMessage } from './data-access/contact-messages-repository.js';
import { createPool } from './data-access/database.js';
import { startRetentionPurge } from './domain/retention-purge.js';
import { createNotificationProcessor } from './jobs/process-notification.js';
import { startNotificationsWorker } from './jobs/notifications-worker.js';
import { createMailer } from './mailer.js';

const logger = createLogger('notifications');
const config = loadNotificationsConfig();
const mailer = createMailer(config);
const notifications = startNotificationsWorker({
  ...config,
  processor: createNotificationProcessor({ mailer, publicUrl: config.publicUrl, logger, contactInbox: config.contactInbox }),
  logger,
});
logger.info({ smtp: `${config.smtp.host}:${config.smtp.port}`, concurrency: config.concurrency, contactInbox: config.contactInbox }, 'sending e-mail');

// Contact messages are stored with their e-mail event; the relay hands the event to the queue.
const pool = createPool(config.databaseUrl, config.poolSize);
const relay = startOutboxRelay({ pool, schema: DB_SCHEMA, service: 'notifications', redisUrl: config.redisUrl, prefix: config.queuePrefix, logger });

// Dead letters after DEAD_LETTER_RETENTION_DAYS, contact messages after CONTACT_RETENTION_DAYS.
const retentionPurge = startRetentionPurge({ pool, deadLetters: notifications.deadLetters, retention: config.retention, logger });

const { app } = createNotificationsApp({
  logger,
  readiness: {
    redis: () => notifications.ping(),
    database: async () => {
      await pool.query('SELECT 1');
    },
  },
  saveContactMessage: (message) => saveContactMessage(pool, message),
});

// Metrics: the queue's depth (a connection that fails fast, so a scrape never waits on Redis),
// the dead letters, the pool and the outbox backlog.
const metricsConnection = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
metricsConnection.on('error', () => {
  // The worker's own connection reports Redis outages.
});
const queueForMetrics = new Queue(NOTIFICATIONS_QUEUE, { connection: metricsConnection, prefix: config.queuePrefix });
queueForMetrics.on('error', () => {});
observeQueue(queueForMetrics);
observeQueue(notifications.deadLetters, { deadLetter: true });
observePgPool(pool);
observeOutboxBacklog(pool, DB_SCHEMA);

// On SIGTERM: requests drain while the worker finishes its jobs (worker.close()), the relay its
// batch and the purge its run; then the pool, Redis and SMTP connections close.
serve(app, PORTS.notifications, logger, {
  stop: [retentionPurge, relay, () => notifications.close(20_000)],
  close: async () => {
    await queueForMetrics.close().catch(() => {});
    metricsConnection.disconnect();
    await pool.end();
    mailer.close();
  },
});

import { createLogger, DATABASE_URL, PORTS, REDIS_URL, serve, startOutboxRelay } from '@tire/service-kit';
import { createApp } from './app.js';
import { DB_SCHEMA, readNotificationsConfig } from './config.js';
import { saveContactMessage } from './data-access/contact-messages-repository.js';
import { createPool } from './data-access/database.js';
import { startRetentionPurge } from './domain/retention-purge.js';
import { createNotificationProcessor } from './jobs/process-notification.js';
import { startNotificationsWorker } from './jobs/notifications-worker.js';
import { createMailer } from './mailer.js';

const logger = createLogger('notifications');
const config = readNotificationsConfig(process.env, REDIS_URL);
const mailer = createMailer(config);
const notifications = startNotificationsWorker({
  ...config,
  processor: createNotificationProcessor({ mailer, publicUrl: config.publicUrl, logger, contactInbox: config.contactInbox }),
  logger,
});
logger.info({ smtp: `${config.smtp.host}:${config.smtp.port}`, concurrency: config.concurrency, contactInbox: config.contactInbox }, 'sending e-mail');

// Contact messages are stored with their e-mail event; the relay hands the event to the queue.
const pool = createPool(DATABASE_URL);
const relay = startOutboxRelay({ pool, schema: DB_SCHEMA, service: 'notifications', redisUrl: config.redisUrl, prefix: config.queuePrefix, logger });

// Dead letters after DEAD_LETTER_RETENTION_DAYS, contact messages after CONTACT_RETENTION_DAYS.
const retentionPurge = startRetentionPurge({ pool, deadLetters: notifications.deadLetters, retention: config.retention, logger });

const app = createApp(
  logger,
  {
    redis: () => notifications.ping(),
    database: async () => {
      await pool.query('SELECT 1');
    },
  },
  { saveContactMessage: (message) => saveContactMessage(pool, message) },
);

serve(app, PORTS.notifications, logger, async () => {
  await retentionPurge.stop();
  await relay.stop();
  await notifications.close();
  await pool.end();
  mailer.close();
});

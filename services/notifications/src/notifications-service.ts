import { EVENT_SECRET_FIELDS, NOTIFICATIONS_QUEUE } from '@tire/contracts';
import {
  observeOutboxBacklog,
  observePgPool,
  observeQueue,
  serviceFoundation,
  startOutboxRelay,
  type Logger,
  type ServiceFactoryOptions,
  type ServiceInstance,
} from '@tire/service-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { DB_SCHEMA, type NotificationsConfig } from './config.js';
import { saveContactMessage } from './data-access/contact-messages-repository.js';
import { createPool } from './data-access/database.js';
import { recordSentEmail } from './data-access/personal-data.js';
import { startRetentionPurge } from './domain/retention-purge.js';
import { createNotificationsApp } from './entry-points/http/app.js';
import { startNotificationsWorker, type NotificationsWorker } from './jobs/notifications-worker.js';
import { createNotificationProcessor } from './jobs/process-notification.js';
import { createMailer } from './mailer.js';

/** The usual factory options (the pool is opened from the settings when not given); tests start no loops, or the worker alone. */
export interface NotificationsServiceOptions extends ServiceFactoryOptions<NotificationsConfig, pg.Pool> {
  /** How long the worker may finish the jobs it holds when it stops (20 s; tests wait less). */
  workerStopMs?: number;
}

/** The notifications service, and its queue worker when it runs (tests read its dead letters). */
export interface NotificationsService extends ServiceInstance {
  worker?: NotificationsWorker;
}

/**
 * The queue as the metrics read it, on a connection that fails fast, so a scrape never waits on
 * Redis; the worker's own connection reports Redis outages.
 */
function queueGauges(config: NotificationsConfig) {
  const connection = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  connection.on('error', () => {});
  const queue = new Queue(NOTIFICATIONS_QUEUE, { connection, prefix: config.queuePrefix });
  queue.on('error', () => {});
  return {
    queue,
    async close() {
      await queue.close().catch(() => {});
      connection.disconnect();
    },
  };
}

/** The queue worker that renders and sends each e-mail, recording what it sent (to whom, not what). */
function startWorker(config: NotificationsConfig, { mailer, pool, logger }: { mailer: ReturnType<typeof createMailer>; pool: pg.Pool; logger: Logger }) {
  const worker = startNotificationsWorker({
    ...config,
    processor: createNotificationProcessor({
      mailer,
      publicUrl: config.publicUrl,
      logger,
      contactInbox: config.contactInbox,
      recordSent: (email) => recordSentEmail(pool, email),
    }),
    logger,
  });
  logger.info({ smtp: `${config.smtp.host}:${config.smtp.port}`, concurrency: config.concurrency, contactInbox: config.contactInbox }, 'sending e-mail');
  return worker;
}

/**
 * The notifications service put together from its settings: the mailer, the queue worker that
 * sends the e-mails, the pool (contact messages and their outbox), the outbox relay, the retention
 * purge, the queue gauges and the HTTP app. main.ts serves it; tests start the worker alone, or
 * the HTTP side alone.
 */
export function createNotificationsService(options: NotificationsServiceOptions): NotificationsService {
  const { workerStopMs = 20_000 } = options;
  const {
    config,
    logger,
    db: pool,
    clock,
    loops,
    closeDatabase,
  } = serviceFoundation(options, {
    open: ({ databaseUrl, poolSize }) => createPool(databaseUrl, poolSize),
    close: (pool) => pool.end(),
  });
  const mailer = createMailer(config);
  const gauges = queueGauges(config);

  let worker: NotificationsWorker | undefined;
  loops.start('notifications worker', () => {
    const started = (worker = startWorker(config, { mailer, pool, logger }));
    // The worker finishes the jobs it holds (within workerStopMs) before the pool closes.
    return { stop: () => started.close(workerStopMs) };
  });
  // Contact messages are stored with their e-mail event; the relay hands the event to the queue.
  loops.start('outbox relay', () =>
    // The last e-mail's address (an erased customer's) leaves the row once the event is queued.
    startOutboxRelay({
      pool,
      schema: DB_SCHEMA,
      service: 'notifications',
      redisUrl: config.redisUrl,
      prefix: config.queuePrefix,
      logger,
      secretFields: EVENT_SECRET_FIELDS,
    }),
  );
  // Dead letters after DEAD_LETTER_RETENTION_DAYS, contact messages after CONTACT_RETENTION_DAYS.
  const deadLetters = worker?.deadLetters;
  if (deadLetters) loops.start('retention purge', () => startRetentionPurge({ pool, deadLetters, retention: config.retention, logger, now: clock }));

  const app = createNotificationsApp({
    logger,
    readiness: {
      database: async () => {
        await pool.query('SELECT 1');
      },
      // Redis is the worker's dependency: without the worker (a test of the HTTP side) it is not asked.
      ...(worker ? { redis: () => worker!.ping() } : {}),
    },
    saveContactMessage: (message) => saveContactMessage(pool, message),
    personalData: { pool, now: clock },
  });

  observeQueue(gauges.queue);
  if (deadLetters) observeQueue(deadLetters, { deadLetter: true });
  observePgPool(pool);
  observeOutboxBacklog(pool, DB_SCHEMA);

  return {
    app,
    worker,
    background: loops.loops,
    async close() {
      await gauges.close();
      await closeDatabase();
      mailer.close();
    },
  };
}

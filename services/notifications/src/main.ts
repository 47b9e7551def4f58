import { createLogger, PORTS, REDIS_URL, serve } from '@tire/service-kit';
import { createApp } from './app.js';
import { readNotificationsConfig } from './config.js';
import { createNotificationProcessor } from './jobs/process-notification.js';
import { startNotificationsWorker } from './jobs/notifications-worker.js';
import { createMailer } from './mailer.js';

const logger = createLogger('notifications');
const config = readNotificationsConfig(process.env, REDIS_URL);
const mailer = createMailer(config);
const notifications = startNotificationsWorker({
  ...config,
  processor: createNotificationProcessor({ mailer, publicUrl: config.publicUrl, logger }),
  logger,
});
logger.info({ smtp: `${config.smtp.host}:${config.smtp.port}`, concurrency: config.concurrency }, 'sending e-mail');

serve(createApp(logger, { redis: () => notifications.ping() }), PORTS.notifications, logger, async () => {
  await notifications.close();
  mailer.close();
});

import { createLogger, serveService, settingsOrExit } from '@tire/service-kit';
import { loadNotificationsConfig } from './config.js';
import { createNotificationsService } from './notifications-service.js';

const logger = createLogger('notifications');
// Every bad variable is named at once (plain SMTP in production included); nothing connects.
const config = settingsOrExit(logger, loadNotificationsConfig);
// On SIGTERM: requests drain while the worker finishes its jobs, the relay its batch and the purge
// its run; then the pool, Redis and SMTP connections close.
serveService(createNotificationsService({ config, logger }), config.server, logger);

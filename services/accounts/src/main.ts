import { createLogger, PORTS, serve, startPeriodicTask } from '@tire/service-kit';
import { createAccountsService } from './accounts-service.js';
import { loadAccountsConfig } from './config.js';
import { purgeSignInData } from './domain/purge-sign-in-data.js';

const logger = createLogger('accounts');
const config = loadAccountsConfig();
if (config.adminEmails.size === 0) logger.warn('ADMIN_EMAILS is empty: nobody is an administrator');
const service = createAccountsService({ config, logger });
const purge = startPeriodicTask('sign-in data purge', () => purgeSignInData({ prisma: service.db.prisma, now: () => new Date(), logger }), {
  intervalMs: config.purgeIntervalMs,
  logger,
});
// On SIGTERM: requests drain while the purge finishes its run; then the connections close.
serve(service.app, PORTS.accounts, logger, { stop: [purge], close: () => service.close() });

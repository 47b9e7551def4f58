import { createLogger, DATABASE_URL, PORTS, serve, startPeriodicTask } from '@tire/service-kit';
import { createAccountsService } from './accounts-service.js';
import { loadAccountsConfig, serviceDatabaseUrl } from './config.js';
import { purgeSignInData } from './domain/purge-sign-in-data.js';

const logger = createLogger('accounts');
const config = loadAccountsConfig();
if (config.adminEmails.size === 0) logger.warn('ADMIN_EMAILS is empty: nobody is an administrator');
const service = createAccountsService({
  config,
  databaseUrl: serviceDatabaseUrl(DATABASE_URL),
  logger,
  poolSize: Number(process.env.DB_POOL_SIZE ?? 10),
});
const purge = startPeriodicTask('sign-in data purge', () => purgeSignInData({ prisma: service.db.prisma, now: () => new Date(), logger }), {
  intervalMs: Number(process.env.SIGN_IN_PURGE_INTERVAL_MS ?? 3_600_000),
  logger,
});
// On SIGTERM: requests drain while the purge finishes its run; then the connections close.
serve(service.app, PORTS.accounts, logger, { stop: [purge], close: () => service.close() });

import { createLogger, DATABASE_URL, PORTS, serve } from '@tire/service-kit';
import { createAccountsService } from './accounts-service.js';
import { loadAccountsConfig, serviceDatabaseUrl } from './config.js';

const logger = createLogger('accounts');
const config = loadAccountsConfig();
if (config.adminEmails.size === 0) logger.warn('ADMIN_EMAILS is empty: nobody is an administrator');
const service = createAccountsService({
  config,
  databaseUrl: serviceDatabaseUrl(DATABASE_URL),
  logger,
  poolSize: Number(process.env.DB_POOL_SIZE ?? 10),
});
serve(service.app, PORTS.accounts, logger, () => service.close());

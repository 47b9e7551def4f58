import { createLogger, serveService, settingsOrExit } from '@tire/service-kit';
import { createAccountsService } from './accounts-service.js';
import { loadAccountsConfig } from './config.js';

const logger = createLogger('accounts');
// Every bad variable is named at once (a production LOGIN_CODE_SECRET that would not do included); nothing connects.
const config = settingsOrExit(logger, () => loadAccountsConfig());
// On SIGTERM: requests drain while the purge finishes its run; then the connections close.
serveService(createAccountsService({ config, logger }), config.server, logger);

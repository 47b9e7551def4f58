import { createLogger, serveService, settingsOrExit } from '@tire/service-kit';
import { loadPaymentsConfig } from './config.js';
import { createPaymentsService } from './payments-service.js';

const logger = createLogger('payments');
// Every bad variable is named at once, with every unsafe production setting and what to set; nothing connects.
const config = settingsOrExit(logger, loadPaymentsConfig);
for (const warning of config.warnings) logger.warn(warning);
const service = createPaymentsService({ config, logger });
logger.info({ provider: service.deps.provider.name }, `payments through the ${service.deps.provider.name} provider`);
// On SIGTERM: requests drain while the loops finish their run; then the database client closes.
serveService(service, config.server, logger);

import { createLogger, serveService, settingsOrExit } from '@tire/service-kit';
import { createCatalogueService } from './catalogue-service.js';
import { loadCatalogueConfig } from './config.js';

const logger = createLogger('catalogue');
// Every bad variable is named at once, and nothing connects.
const config = settingsOrExit(logger, loadCatalogueConfig);
// On SIGTERM: requests drain while the loops finish their run and the relay its batch; then the pools close.
serveService(createCatalogueService({ config, logger }), config.server, logger);

import { createLogger, serve } from '@tire/service-kit';
import { createBffApp } from './app.js';
import { loadBffConfig } from './config.js';

const logger = createLogger('bff');
const config = loadBffConfig();
const bff = createBffApp(config, logger);
logger.info({ services: config.serviceUrls, shellDist: config.shellDist, remoteOrigins: config.remoteOrigins }, 'bff configured');
serve(bff.app, config.port, logger, () => bff.close());

import { createLogger, PORTS, serve } from '@tire/service-kit';
import { createApp } from './app.js';

const logger = createLogger('catalogue');
serve(createApp(logger), PORTS.catalogue, logger);

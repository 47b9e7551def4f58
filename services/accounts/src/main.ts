import { createLogger, PORTS, serve } from '@tire/service-kit';
import { createApp } from './app.js';

const logger = createLogger('accounts');
serve(createApp(logger), PORTS.accounts, logger);

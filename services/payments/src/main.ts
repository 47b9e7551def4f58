import { createLogger, PORTS, serve } from '@tire/service-kit';
import { createApp } from './app.js';

const logger = createLogger('payments');
serve(createApp(logger), PORTS.payments, logger);

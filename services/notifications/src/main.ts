import { createLogger, PORTS, serve } from '@tire/service-kit';
import { createApp } from './app.js';

const logger = createLogger('notifications');
serve(createApp(logger), PORTS.notifications, logger);

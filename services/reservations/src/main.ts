import { createLogger, serveService, settingsOrExit } from '@tire/service-kit';
import { loadReservationsConfig } from './config.js';
import { createReservationsService } from './reservations-service.js';

const logger = createLogger('reservations');
// Every bad variable is named at once, and nothing connects.
const config = settingsOrExit(logger, loadReservationsConfig);
// On SIGTERM: requests drain while the loops finish their run and the relay its batch; then the pools close.
serveService(createReservationsService({ config, logger }), config.server, logger);

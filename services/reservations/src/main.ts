import { createLogger, DATABASE_URL, PORTS, serve } from '@tire/service-kit';
import { serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { createReservationsApp } from './entry-points/http/app.js';

const logger = createLogger('reservations');
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: Number(process.env.DB_POOL_SIZE ?? 10) });
const { app } = createReservationsApp({ db, logger });

serve(app, PORTS.reservations, logger, () => db.close());

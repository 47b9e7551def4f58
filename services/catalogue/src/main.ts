import { createLogger, DATABASE_URL, PORTS, serve } from '@tire/service-kit';
import { serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { createCatalogueApp } from './entry-points/http/app.js';

const logger = createLogger('catalogue');
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: Number(process.env.DB_POOL_SIZE ?? 10) });
const app = createCatalogueApp({ db, logger });

serve(app, PORTS.catalogue, logger, async () => {
  await db.close();
});

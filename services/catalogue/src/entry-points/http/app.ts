import { createServiceApp, finish, type Logger } from '@tire/service-kit';
import type { Database } from '../../data-access/database.js';
import { httpLocationDirectory, type LocationDirectory } from '../../data-access/service-locations-client.js';
import { adminRoutes, internalRoutes, publicRoutes } from './routes.js';

export interface AppOptions {
  db: Database;
  logger: Logger;
  now?: () => Date;
  /** The reservations service's locations (over HTTP by default). */
  locations?: LocationDirectory;
  /** Unpaid orders and tires one customer may hold at once (config's ORDER_LIMITS by default). */
  limits?: { maxPendingOrders: number; maxPendingTires: number };
}

/** The catalogue service: tire products, the orders placed from the cart, and their payment state. */
export function createCatalogueApp({ db, logger, now = () => new Date(), locations = httpLocationDirectory(), limits }: AppOptions) {
  const app = createServiceApp(
    logger,
    {
      database: async () => {
        await db.pool.query('SELECT 1');
      },
    },
    { service: 'catalogue' },
  );
  const deps = { prisma: db.prisma, now, logger, locations, ...(limits ? { limits } : {}) };
  app.use(publicRoutes(deps));
  app.use(adminRoutes(deps));
  app.use(internalRoutes(deps));
  return { app: finish(app) };
}

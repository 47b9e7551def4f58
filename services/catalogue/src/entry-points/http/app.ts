import { createServiceApp, finish, type Logger } from '@tire/service-kit';
import type { Express } from 'express';
import type { CatalogueConfig } from '../../config.js';
import type { Database } from '../../data-access/database.js';
import type { LocationDirectory } from '../../data-access/service-locations-client.js';
import type { FittingsClient } from '../../data-access/fittings-client.js';
import { personalDataRoutes } from './personal-data-routes.js';
import { adminRoutes, internalRoutes, publicRoutes } from './routes.js';

/** What the HTTP side is given by createCatalogueService. */
export interface CatalogueAppDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** The reservations service's locations. */
  locations: LocationDirectory;
  /** The reservations service's order fittings. */
  fittings: FittingsClient;
  /** The order rules of the service's settings (hold, unpaid limits). */
  orders: CatalogueConfig['orders'];
}

/** The catalogue service's HTTP side: tire products, the orders placed from the cart, and their payment state. */
export function createCatalogueApp({ db, logger, now, locations, fittings, orders }: CatalogueAppDeps): Express {
  const app = createServiceApp(
    logger,
    {
      database: async () => {
        await db.pool.query('SELECT 1');
      },
    },
    { service: 'catalogue' },
  );
  const deps = { prisma: db.prisma, now, logger, locations, fittings, holdMinutes: orders.holdMinutes, limits: orders.limits };
  app.use(publicRoutes(deps));
  app.use(adminRoutes(deps));
  app.use(internalRoutes(deps));
  app.use(personalDataRoutes({ ...deps, pool: db.pool }));
  return finish(app);
}

import { createServiceApp, finish, type AvailabilityPublisher, type Logger } from '@tire/service-kit';
import type { Express } from 'express';
import type { BookingRules } from '../../config.js';
import type { Database } from '../../data-access/database.js';
import type { LocationCache } from '../../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../../data-access/opening-days.js';
import { adminRoutes } from './admin-routes.js';
import { personalDataRoutes } from './personal-data-routes.js';
import { announceAvailabilityChanges } from './announce-availability-changes.js';
import { calendarRoutes } from './calendar-routes.js';
import { internalRoutes } from './internal-routes.js';
import { reservationRoutes } from './routes.js';
import { tireHotelRoutes } from './tire-hotel-routes.js';

/** What the HTTP side is given by createReservationsService. */
export interface ReservationsAppDeps {
  db: Database;
  logger: Logger;
  now: () => Date;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  /** The booking rules of the service's settings (hold, held e-mail delay, unpaid holds, horizon). */
  booking: BookingRules;
  /** The site's public address, for the track link in calendar files (PUBLIC_URL). */
  publicUrl: string;
  /** Tells every BFF that availability changed (their caches empty); none in most tests. */
  availability?: AvailabilityPublisher;
}

/** The reservations service's HTTP side: the customers', the admin's and the other parts' calls. */
export function createReservationsApp({ db, logger, now, locations, openingDays, booking, publicUrl, availability }: ReservationsAppDeps): Express {
  const app = createServiceApp(
    logger,
    {
      database: async () => {
        await db.pool.query('SELECT 1');
      },
    },
    { service: 'reservations' },
  );
  if (availability) app.use(announceAvailabilityChanges(availability));
  const domain = { prisma: db.prisma, pool: db.pool, locations, openingDays, now, ...booking };
  app.use(reservationRoutes(domain));
  app.use(calendarRoutes({ prisma: db.prisma, publicUrl }));
  app.use(adminRoutes(domain));
  app.use(tireHotelRoutes(domain));
  app.use(internalRoutes({ ...domain, logger }));
  app.use(personalDataRoutes({ pool: db.pool, now }));
  return finish(app);
}

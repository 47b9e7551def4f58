import { createServiceApp, finish, type AvailabilityPublisher, type Logger } from '@tire/service-kit';
import { announceAvailabilityChanges } from './announce-availability-changes.js';
import type { Database } from '../../data-access/database.js';
import { createLocationCache } from '../../data-access/locations-repository.js';
import { createOpeningDaysCache } from '../../data-access/opening-days.js';
import { BOOKING_HORIZON_DAYS } from '../../config.js';
import { adminRoutes } from './admin-routes.js';
import { calendarRoutes } from './calendar-routes.js';
import { internalRoutes } from './internal-routes.js';
import { reservationRoutes } from './routes.js';

export interface AppOptions {
  db: Database;
  logger: Logger;
  now?: () => Date;
  locationCacheTtlMs?: number;
  maxUnpaidHolds?: number;
  /** Days ahead bookings are taken (BOOKING_HORIZON_DAYS, 90). */
  horizonDays?: number;
  /** Tells every BFF that availability changed (their caches empty); none in most tests. */
  availability?: AvailabilityPublisher;
}

export function createReservationsApp({
  db,
  logger,
  now = () => new Date(),
  locationCacheTtlMs,
  maxUnpaidHolds,
  horizonDays = BOOKING_HORIZON_DAYS,
  availability,
}: AppOptions) {
  const locations = createLocationCache(db.prisma, { ttlMs: locationCacheTtlMs });
  const openingDays = createOpeningDaysCache(db.pool, { ttlMs: locationCacheTtlMs });
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
  app.use(reservationRoutes({ prisma: db.prisma, pool: db.pool, locations, openingDays, horizonDays, now, maxUnpaidHolds }));
  app.use(calendarRoutes({ prisma: db.prisma }));
  app.use(adminRoutes({ prisma: db.prisma, pool: db.pool, locations, openingDays, horizonDays, now }));
  app.use(internalRoutes({ pool: db.pool, now, logger }));
  return { app: finish(app), locations, openingDays };
}

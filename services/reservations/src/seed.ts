import { DATABASE_URL } from '@tire/service-kit';
import { serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { finnishPublicHolidays } from '@tire/contracts';
import { seedHolidays } from './data-access/opening-days.js';
import { seedLocations } from './data-access/seed-locations.js';

/** `npm run seed -w @tire/reservations`: the three locations, their hours and bays, and the public holidays. */
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: 2 });
try {
  await seedLocations(db.prisma);
  // Finland's public holidays of this year and the next (the horizon reaches at most that far).
  const year = new Date().getUTCFullYear();
  await seedHolidays(db.pool, [...finnishPublicHolidays(year), ...finnishPublicHolidays(year + 1)]);
  console.log('[reservations:seed] locations, opening hours, bays and public holidays are in place');
} finally {
  await db.close();
}

import { DATABASE_URL } from '@tire/service-kit';
import { serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { seedLocations } from './data-access/seed-locations.js';

/** `npm run seed -w @tire/reservations`: the three locations, their hours and bays. */
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: 2 });
try {
  await seedLocations(db.prisma);
  console.log('[reservations:seed] locations, opening hours and bays are in place');
} finally {
  await db.close();
}

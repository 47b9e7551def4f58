import { DATABASE_URL } from '@tire/service-kit';
import { serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { SEED_PRODUCTS, seedProducts } from './data-access/seed-products.js';

/** `npm run seed -w @tire/catalogue`: the shop's tire products (stock only for new rows). */
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: 2 });
try {
  await seedProducts(db.prisma);
  console.log(`[catalogue:seed] ${SEED_PRODUCTS.length} tire products are in place`);
} finally {
  await db.close();
}

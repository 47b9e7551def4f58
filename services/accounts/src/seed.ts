import { DATABASE_URL } from '@tire/service-kit';
import { loadAccountsConfig, serviceDatabaseUrl } from './config.js';
import { connectDatabase } from './data-access/database.js';
import { seedAdmins } from './data-access/seed-admins.js';

/** `npm run seed -w @tire/accounts`: an account for each ADMIN_EMAILS address. */
const { adminEmails } = loadAccountsConfig();
const db = connectDatabase(serviceDatabaseUrl(DATABASE_URL), { poolSize: 2 });
try {
  await seedAdmins(db.prisma, adminEmails);
  console.log(`[accounts:seed] administrator accounts in place: ${[...adminEmails].join(', ') || 'none (ADMIN_EMAILS is empty)'}`);
} finally {
  await db.close();
}

import { DATABASE_URL } from '@tire/service-kit';
import { applyMigrations } from '@tire/service-kit/migrate';
import { MIGRATIONS_DIR, serviceDatabaseUrl } from './config.js';

/** `npm run migrate -w @tire/payments`: applies prisma/migrations to DATABASE_URL's database, schema "payments". */
await applyMigrations({
  databaseUrl: serviceDatabaseUrl(DATABASE_URL),
  migrationsDir: MIGRATIONS_DIR,
  log: (message) => console.log(`[payments:migrate] ${message}`),
});

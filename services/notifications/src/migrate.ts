import { DATABASE_URL } from '@tire/service-kit';
import { applyMigrations } from '@tire/service-kit/migrate';
import { MIGRATIONS_DIR, serviceDatabaseUrl } from './config.js';

/** `npm run migrate -w @tire/notifications`: applies prisma/migrations/ to DATABASE_URL's database, schema "notifications". */
await applyMigrations({
  databaseUrl: serviceDatabaseUrl(DATABASE_URL),
  migrationsDir: MIGRATIONS_DIR,
  log: (message) => console.log(`[notifications:migrate] ${message}`),
});

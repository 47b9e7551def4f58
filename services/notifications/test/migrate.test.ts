import { describeMigrations } from '@tire/service-kit/testing/migrations';
import { DB_SCHEMA, MIGRATIONS_DIR } from '../src/config.js';
import { scratchDatabaseUrl } from './support/test-database.js';

describeMigrations({
  schema: DB_SCHEMA,
  migrationsDir: MIGRATIONS_DIR,
  databaseUrl: scratchDatabaseUrl('migrate'),
  tables: ['_prisma_migrations', 'contact_messages', 'outbox', 'sent_emails'],
});

import { describeMigrations } from '@tire/service-kit/testing/migrations';
import { DB_SCHEMA, MIGRATIONS_DIR } from '../src/config.js';
import { scratchDatabaseUrl } from './support/test-database.js';

describeMigrations({
  schema: DB_SCHEMA,
  migrationsDir: MIGRATIONS_DIR,
  databaseUrl: scratchDatabaseUrl('migrate'),
  tables: [
    '_prisma_migrations',
    'bays',
    'idempotency_keys',
    'location_closures',
    'location_extra_capacity',
    'locations',
    'manage_links',
    'opening_hours',
    'outbox',
    'public_holidays',
    'reservation_events',
    'reservations',
    'season_invitations',
    'season_windows',
    'tire_sets',
    'tire_storage_agreements',
    'waitlist_entries',
  ],
});

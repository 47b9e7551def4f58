import { resetTestDatabase } from '@tire/service-kit/testing/test-database';
import { MIGRATIONS_DIR } from '../../src/config.js';
import { TEST_DATABASE_URL } from './test-database.js';

export default () => resetTestDatabase({ databaseUrl: TEST_DATABASE_URL, migrationsDir: MIGRATIONS_DIR, packageDir: new URL('../..', import.meta.url) });

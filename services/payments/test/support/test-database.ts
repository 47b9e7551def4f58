import { testDatabase } from '@tire/service-kit/testing/test-database';
import { serviceDatabaseUrl } from '../../src/config.js';

const database = testDatabase({ service: 'payments', serviceDatabaseUrl });

export const TEST_DATABASE_URL = database.url;

/** Another database for the migration runner's own tests, so they can start from nothing. */
export const scratchDatabaseUrl = database.scratchUrl;

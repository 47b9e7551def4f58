import { testDatabase } from '@tire/service-kit/testing/test-database';
import { serviceDatabaseUrl } from '../../src/config.js';

const database = testDatabase({ service: 'payments', serviceDatabaseUrl });

export const TEST_DATABASE_URL = database.url;

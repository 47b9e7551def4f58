import { serviceDatabaseUrl } from '../../src/config.js';

/** The notifications tests' own database (never the dev database "tire"). */
export const TEST_DATABASE_URL = serviceDatabaseUrl(process.env.TEST_NOTIFICATIONS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire_test_notifications');

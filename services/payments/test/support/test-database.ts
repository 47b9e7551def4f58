import { serviceDatabaseUrl } from '../../src/config.js';

/** Each service's tests use a database of their own (never the dev database "tire"). */
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire_test_payments');

export const TEST_DATABASE_URL = serviceDatabaseUrl(base.toString());

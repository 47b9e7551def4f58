import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { pgConnectionString } from '@tire/service-kit';
import { DB_SCHEMA } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';

export type Prisma = InstanceType<typeof PrismaClient>;

export interface Database {
  prisma: Prisma;
  /** A plain pool for the hot read path (slot counts): a raw query costs a quarter of Prisma's. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(databaseUrl: string, { poolSize = 10 } = {}): Database {
  const connectionString = pgConnectionString(databaseUrl);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: poolSize }, { schema: DB_SCHEMA }) });
  const pool = new pg.Pool({ connectionString, max: poolSize });
  return {
    prisma,
    pool,
    async close() {
      await Promise.allSettled([prisma.$disconnect(), pool.end()]);
    },
  };
}

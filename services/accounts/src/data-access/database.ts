import { PrismaPg } from '@prisma/adapter-pg';
import { connectPrismaDatabase, type PrismaDatabase } from '@tire/service-kit';
import { DB_SCHEMA } from '../config.js';
import { PrismaClient, type Prisma as PrismaTypes } from '../generated/prisma/client.js';

export type Prisma = InstanceType<typeof PrismaClient>;
/** The client inside an interactive transaction. */
export type Tx = PrismaTypes.TransactionClient;

export type Database = PrismaDatabase<Prisma>;

export function connectDatabase(databaseUrl: string, { poolSize = 10 } = {}): Database {
  return connectPrismaDatabase(
    databaseUrl,
    (connectionString) => new PrismaClient({ adapter: new PrismaPg({ connectionString, max: poolSize }, { schema: DB_SCHEMA }) }),
  );
}

import { PrismaPg } from '@prisma/adapter-pg';
import { pgConnectionString } from '@tire/service-kit';
import { DB_SCHEMA } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';

export type Prisma = InstanceType<typeof PrismaClient>;

export interface Database {
  prisma: Prisma;
  close(): Promise<void>;
}

export function connectDatabase(databaseUrl: string, { poolSize = 5 } = {}): Database {
  const connectionString = pgConnectionString(databaseUrl);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: poolSize }, { schema: DB_SCHEMA }) });
  return {
    prisma,
    async close() {
      await prisma.$disconnect();
    },
  };
}

import pg from 'pg';
import { pgConnectionString } from './config.js';

/** All the kit needs of a service's generated Prisma client. */
interface Disconnectable {
  $disconnect(): Promise<void>;
}

/** A service's connection to its schema of the platform database, closed when the service stops. */
export interface PrismaDatabase<P> {
  prisma: P;
  close(): Promise<void>;
}

/**
 * Connects a service's Prisma client. `createPrisma` is given the URL in pg's form (without
 * Prisma's `?schema=`: the service hands its schema to the adapter instead).
 */
export function connectPrismaDatabase<P extends Disconnectable>(databaseUrl: string, createPrisma: (connectionString: string) => P): PrismaDatabase<P> {
  const prisma = createPrisma(pgConnectionString(databaseUrl));
  return {
    prisma,
    async close() {
      await prisma.$disconnect();
    },
  };
}

/** The same, with a plain pg pool of `poolSize` connections beside the client for raw SQL. */
export function connectPrismaDatabaseWithPool<P extends Disconnectable>(
  databaseUrl: string,
  createPrisma: (connectionString: string) => P,
  { poolSize }: { poolSize: number },
): PrismaDatabase<P> & { pool: pg.Pool } {
  const connectionString = pgConnectionString(databaseUrl);
  const prisma = createPrisma(connectionString);
  const pool = new pg.Pool({ connectionString, max: poolSize });
  return {
    prisma,
    pool,
    async close() {
      await Promise.allSettled([prisma.$disconnect(), pool.end()]);
    },
  };
}

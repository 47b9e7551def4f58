import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What every service's prisma.config.ts hands to Prisma's `defineConfig`: its schema file, its
 * migrations (and seed script, if it has one) and its Postgres schema of the platform database.
 *
 * The Prisma CLI wants a native schema engine, which cannot be downloaded on these machines.
 * `prisma generate` never runs it, so any existing file satisfies the check; migrations are
 * applied by @tire/service-kit/migrate instead of `prisma migrate`.
 */
export function servicePrismaSettings(dbSchema: string, { seed }: { seed?: string } = {}) {
  if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(process.env.PRISMA_SCHEMA_ENGINE_BINARY)) {
    process.env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
  }
  return {
    schema: 'prisma/schema.prisma',
    migrations: { path: 'prisma/migrations', ...(seed ? { seed } : {}) },
    datasource: {
      url: process.env.DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/tire?schema=${dbSchema}`,
    },
  };
}

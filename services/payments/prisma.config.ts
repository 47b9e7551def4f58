import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

// The Prisma CLI wants a native schema engine, which cannot be downloaded on these machines.
// `prisma generate` never runs it, so any existing file satisfies the check; migrations are
// applied by @tire/service-kit/migrate instead of `prisma migrate`.
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(process.env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/tire?schema=payments',
  },
});

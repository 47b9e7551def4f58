import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_URL, databaseUrlForSchema } from '@tire/service-kit';
import { applyMigrations } from '@tire/service-kit/migrate';

export const REGISTRY_SCHEMA = 'registry';
/** bff/migrations/, seen from this file in src/registry/ (the compiled entry, one level up, names its own). */
const REGISTRY_MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Applies bff/migrations/ (the remotes registry's tables) to `databaseUrl`, schema "registry". */
export function migrateRegistry(databaseUrl: string = DATABASE_URL, log: (message: string) => void = () => {}, migrationsDir = REGISTRY_MIGRATIONS_DIR) {
  return applyMigrations({ databaseUrl: databaseUrlForSchema(databaseUrl, REGISTRY_SCHEMA), migrationsDir, log });
}

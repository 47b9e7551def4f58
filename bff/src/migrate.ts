import { fileURLToPath } from 'node:url';
import { migrateRegistry } from './registry/migrate.js';

/**
 * `npm run migrate -w bff`, and `node dist/migrate.js` before a deployment starts the BFF (its
 * container, the Kubernetes migrate Job): the remotes registry's tables, as its own role (tire_registry).
 */
// bff/migrations/ seen from this entry: src/migrate.ts under tsx, dist/migrate.js compiled (the same depth).
const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
await migrateRegistry(undefined, (message) => console.log(`[registry:migrate] ${message}`), migrationsDir);

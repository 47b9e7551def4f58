import { migrateRegistry } from './migrate.js';

/** `npm run migrate -w bff`: the remotes registry's tables, as the BFF's own role (tire_registry). */
await migrateRegistry(undefined, (message) => console.log(`[registry:migrate] ${message}`));

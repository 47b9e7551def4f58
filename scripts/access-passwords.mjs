// Passwords of each service's PostgreSQL role and each part's Redis user, for a deployment:
//   node scripts/access-passwords.mjs >> .env     docker-compose: <SERVICE>_DB_PASSWORD and <PART>_REDIS_PASSWORD lines
// Hex, so they go into URLs and PGOPTIONS as they are. Kubernetes: deploy/k8s/README.md, "Secrets".
import { randomBytes } from 'node:crypto';
import { DATABASE_ROLES } from './lib/database-roles.mjs';
import { REDIS_PARTS } from './lib/redis-users.mjs';

const password = () => randomBytes(24).toString('hex');
// Each service's role, and the remotes registry's (the BFF's).
for (const role of DATABASE_ROLES) console.log(`${role.toUpperCase()}_DB_PASSWORD=${password()}`);
for (const part of REDIS_PARTS) console.log(`${part.toUpperCase()}_REDIS_PASSWORD=${password()}`);

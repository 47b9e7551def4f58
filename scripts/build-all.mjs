// `npm run build`: builds the shell and every remote (only what changed unless --force).
import { buildApps } from './lib/platform.mjs';
await buildApps({ force: process.argv.includes('--force') });

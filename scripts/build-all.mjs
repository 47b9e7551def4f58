// `npm run build`: builds the shell and every remote (only what changed unless --force).
import { buildApps } from './lib/platform.mjs';
buildApps({ force: process.argv.includes('--force') });

import path from 'node:path';
import { profileConfig } from '../../scripts/lib/platform.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';

/** The platform the global setup starts for the browser tests (ports +10000, database tire_e2e). */
export const e2e = {
  ...profileConfig('e2e'),
  /** The person who signs in at the local OpenID provider ("Google" in the e2e platform). */
  oidcAccount: {
    sub: 'aino-google',
    email: 'aino.google@example.fi',
    email_verified: true,
    given_name: 'Aino',
    family_name: 'Googlenen',
  },
  oidcPort: 14999,
};
export const baseUrl = e2e.baseUrl;
export const PLATFORM_LOG = path.join(ROOT, '.run', 'e2e-platform.log');

/**
 * The development stand-in for Google that `npm start` runs (scripts/lib/platform.mjs), or on its
 * own: `npx tsx bff/dev/run-local-oidc-provider.ts`, then start the BFF with the printed OIDC_*
 * variables. Any login name and any password sign in. Env: OIDC_PROVIDER_PORT (default 4999),
 * OIDC_REDIRECT_URI (default http://localhost:8080/api/login/callback), OIDC_ACCOUNT_EMAIL.
 */
import { startLocalOidcProvider } from './local-oidc-provider.js';

const provider = await startLocalOidcProvider({
  port: Number(process.env.OIDC_PROVIDER_PORT ?? 4999),
  host: 'localhost',
  redirectUri: process.env.OIDC_REDIRECT_URI ?? 'http://localhost:8080/api/login/callback',
  anyAccount: true,
  account: {
    sub: 'local-user-1',
    email: process.env.OIDC_ACCOUNT_EMAIL ?? 'google.user@example.fi',
    email_verified: true,
    given_name: 'Aino',
    family_name: 'Virtanen',
  },
});
console.log(`development OpenID provider at ${provider.issuer} (log in with any name or e-mail address, any password)`);
console.log(`OIDC_ISSUER=${provider.issuer} OIDC_CLIENT_ID=${provider.clientId} OIDC_CLIENT_SECRET=${provider.clientSecret}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

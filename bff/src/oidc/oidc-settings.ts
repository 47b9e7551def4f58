import { API_PATHS } from '@tire/contracts/paths';
import { requireProductionSecret } from '@tire/service-kit';

/** Google sign-in (or any OpenID provider) as configured by the environment. */
export interface OidcSettings {
  /** The provider's issuer URL; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the BFF's /api/login/callback as the browser sees it. */
  redirectUri: string;
  /** Key material for the sealed login-transaction cookie (the session's signing secret). */
  secret: string;
  /** Secure cookies (production, behind TLS): the transaction cookie is then `__Host-oidc_tx`. */
  secureCookies: boolean;
  /** How long a started login may take before its callback is refused. */
  transactionTtlSeconds: number;
  /** OIDC_DEVELOPMENT_PROVIDER: the provider is `npm start`'s local stand-in for Google, and the login page says so. */
  developmentProvider: boolean;
}

/** Only for development and tests; production refuses to start without SESSION_SECRET. */
const DEV_SECRET = 'dev-only-session-secret-change-me';

/** The issuers production accepts unless OIDC_ALLOWED_ISSUERS says otherwise: Google's. */
const DEFAULT_ALLOWED_ISSUERS = ['https://accounts.google.com'];

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The key of the sealed transaction cookie: the first of SESSION_SECRET's secrets (the one that
 * signs sessions), read as the session reads them, empty parts skipped. It never falls back to
 * the public development value in production: a SESSION_SECRET of ",secret" once sealed every
 * login with DEV_SECRET, so anyone could forge a login transaction.
 */
function transactionSecret(env: NodeJS.ProcessEnv, production: boolean): string {
  const first = (requireProductionSecret('SESSION_SECRET', env.SESSION_SECRET, production) ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .find(Boolean);
  if (first) return first;
  if (production) throw new Error('SESSION_SECRET must be set in production: it seals the Google sign-in transaction');
  return DEV_SECRET;
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET switch Google sign-in on; with any of them
 * missing, sign-in is simply not configured (null) and /api/login keeps leading to /login.
 */
export function loadOidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return null;
  const developmentProvider = ['1', 'true', 'yes'].includes(env.OIDC_DEVELOPMENT_PROVIDER?.trim().toLowerCase() ?? '');
  const production = env.NODE_ENV === 'production';
  if (production) {
    if (developmentProvider)
      throw new Error('OIDC_DEVELOPMENT_PROVIDER is for local development only: unset it and point OIDC_ISSUER at Google (https://accounts.google.com).');
    if (!issuer.startsWith('https://')) throw new Error(`OIDC_ISSUER must be an https:// URL in production (got ${issuer}).`);
    // Whoever runs the issuer vouches for e-mail addresses: production takes only the listed ones.
    const allowed = (env.OIDC_ALLOWED_ISSUERS?.split(',') ?? DEFAULT_ALLOWED_ISSUERS).map((url) => withoutSlash(url.trim())).filter(Boolean);
    if (!allowed.includes(withoutSlash(issuer)))
      throw new Error(`OIDC_ISSUER ${issuer} is not an allowed issuer in production (OIDC_ALLOWED_ISSUERS: ${allowed.join(', ') || 'none'}).`);
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/$/, '');
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || `${publicUrl}${API_PATHS.loginCallback}`,
    secret: transactionSecret(env, production),
    secureCookies: production,
    transactionTtlSeconds: 600,
    developmentProvider,
  };
}

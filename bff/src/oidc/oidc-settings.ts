import { API_PATHS } from '@tire/contracts/paths';

/** Google sign-in (or any OpenID provider) as configured by the environment. */
export interface OidcSettings {
  /** The provider's issuer URL; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the BFF's /api/login/callback as the browser sees it. */
  redirectUri: string;
  /** Key material for the sealed login-transaction cookie (the session secret). */
  secret: string;
  /** Secure cookies (production, behind TLS). */
  secureCookies: boolean;
  /** How long a started login may take before its callback is refused. */
  transactionTtlSeconds: number;
  /** OIDC_DEVELOPMENT_PROVIDER: the provider is `npm start`'s local stand-in for Google, and the login page says so. */
  developmentProvider: boolean;
}

/** Only for development and tests; production must set SESSION_SECRET (the README says so). */
const DEV_SECRET = 'dev-only-session-secret-change-me';

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
  if (env.NODE_ENV === 'production') {
    if (developmentProvider)
      throw new Error('OIDC_DEVELOPMENT_PROVIDER is for local development only: unset it and point OIDC_ISSUER at Google (https://accounts.google.com).');
    if (!issuer.startsWith('https://')) throw new Error(`OIDC_ISSUER must be an https:// URL in production (got ${issuer}).`);
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || 'http://localhost:8080').replace(/\/$/, '');
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: env.OIDC_REDIRECT_URI?.trim() || `${publicUrl}${API_PATHS.loginCallback}`,
    // The first of SESSION_SECRET's comma-separated secrets (the one that signs).
    secret: env.SESSION_SECRET?.split(',')[0]?.trim() || DEV_SECRET,
    secureCookies: env.NODE_ENV === 'production',
    transactionTtlSeconds: 600,
    developmentProvider,
  };
}

import { requireProductionSecret } from '@tire/service-kit';
/** The session cookie's name in development and tests. */
const SESSION_COOKIE = 'sid';
/**
 * In production the cookie is `__Host-sid`: browsers accept such a cookie only when it is Secure,
 * has Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it.
 */
const PRODUCTION_SESSION_COOKIE = '__Host-sid';

export interface SessionConfig {
  /** Signs the session cookie. */
  secret: string;
  /** Secure cookie: HTTPS only (production). */
  secure: boolean;
  /** `sid`, or `__Host-sid` in production. */
  cookieName: string;
  /** Idle lifetime: the cookie and the Redis entry are renewed on every request of a signed-in user. */
  maxAgeMs: number;
  /** However active, a session ends this long after sign-in (SESSION_ABSOLUTE_MAX_AGE_S, 30 days). */
  absoluteMaxAgeMs: number;
  /** How long an administrator's rights, re-read from the accounts service, are trusted (ADMIN_RECHECK_S, 30 s). */
  adminRecheckMs: number;
  /** Prefix of the session keys in Redis. */
  redisPrefix: string;
  /** A session store that has not answered in this time is treated as down (signed out). */
  storeTimeoutMs: number;
}

/** Development and tests only: a known value is fine where nothing real is protected. */
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * SESSION_SECRET may hold several secrets separated by commas: the first signs, all verify
 * (rotation without signing everyone out). In production a missing, short or placeholder secret
 * stops the BFF: anyone knowing the development value could forge signed cookies.
 */
export function loadSessionConfig(env: NodeJS.ProcessEnv = process.env): SessionConfig {
  const production = env.NODE_ENV === 'production';
  const secrets = (requireProductionSecret('SESSION_SECRET', env.SESSION_SECRET, production) ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  return {
    secret: secrets.length ? secrets.join(',') : DEV_SESSION_SECRET,
    secure: production,
    cookieName: production ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE,
    maxAgeMs: number(env.SESSION_MAX_AGE_S, 7 * 24 * 3600) * 1000,
    absoluteMaxAgeMs: number(env.SESSION_ABSOLUTE_MAX_AGE_S, 30 * 24 * 3600) * 1000,
    adminRecheckMs: number(env.ADMIN_RECHECK_S, 30) * 1000,
    redisPrefix: env.SESSION_PREFIX ?? 'bff:sess:',
    storeTimeoutMs: number(env.SESSION_STORE_TIMEOUT_MS, 1_000),
  };
}

import { jwtVerify, SignJWT } from 'jose';
import type { RequestHandler } from 'express';
import { HttpError } from './http-error.js';
import { IDENTITY_HEADERS } from './config.js';
import { requireProductionSecret } from './production-secret.js';

/**
 * Trust between the parts of the platform. A service believes nothing a request's headers say
 * about its caller: every call carries a short-lived token, signed with SERVICE_TOKEN_SECRET by
 * the BFF (for a browser's call) or by the calling service, naming the one service it is meant
 * for (audience) and, for a browser's call, the signed-in user and the client's address. The
 * service verifies it before any route runs; without a valid one the answer is 401.
 */
export const SERVICE_TOKEN_HEADER = 'x-service-token';
/** A token is good for this long: enough for one call and its retries, useless when stolen later. */
export const SERVICE_TOKEN_TTL_S = 60;
/** Development and tests only; production refuses it (see assertServiceTokenSecret). */
export const DEV_SERVICE_TOKEN_SECRET = 'dev-only-service-token-secret-change-me-0123456789';

export type ServiceName = 'bff' | 'reservations' | 'catalogue' | 'payments' | 'accounts' | 'notifications';

/** Who is calling and for whom: the claims a token carries. */
export interface CallerClaims {
  /** The part that signed: 'bff' or a service's name. */
  issuer: ServiceName;
  userId?: string;
  email?: string;
  isAdmin?: boolean;
  language?: string;
  /** The browser's address as the BFF saw it (per-IP limits work behind any number of hops). */
  clientIp?: string;
}

/** Refuses a missing, short or well-known secret in production. */
export function serviceTokenSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const secret = requireProductionSecret('SERVICE_TOKEN_SECRET', env.SERVICE_TOKEN_SECRET, env.NODE_ENV === 'production');
  return new TextEncoder().encode(secret || DEV_SERVICE_TOKEN_SECRET);
}

let defaultKey: Uint8Array | undefined;
const keyOf = (key?: Uint8Array) => key ?? (defaultKey ??= serviceTokenSecret());

/**
 * Signs a token for one call to `audience`. Tokens are reused for the same caller and audience
 * for a while (half their lifetime), so the hot paths pay for signing once per client, not per call.
 */
const cache = new Map<string, { token: string; until: number }>();
export async function signServiceToken(audience: ServiceName, claims: CallerClaims, key?: Uint8Array): Promise<string> {
  const cacheKey = key
    ? undefined
    : `${audience}|${claims.issuer}|${claims.userId ?? ''}|${claims.email ?? ''}|${claims.isAdmin ?? ''}|${claims.language ?? ''}|${claims.clientIp ?? ''}`;
  const now = Date.now();
  if (cacheKey) {
    const hit = cache.get(cacheKey);
    if (hit && hit.until > now) return hit.token;
  }
  const token = await new SignJWT({
    ...(claims.email ? { email: claims.email } : {}),
    ...(claims.isAdmin ? { admin: true } : {}),
    ...(claims.language ? { lang: claims.language } : {}),
    ...(claims.clientIp ? { ip: claims.clientIp } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(claims.issuer)
    .setAudience(audience)
    .setSubject(claims.userId ?? '')
    .setIssuedAt()
    .setExpirationTime(`${SERVICE_TOKEN_TTL_S}s`)
    .sign(keyOf(key));
  if (cacheKey) {
    if (cache.size > 50_000) cache.clear();
    cache.set(cacheKey, { token, until: now + (SERVICE_TOKEN_TTL_S / 2) * 1000 });
  }
  return token;
}

export async function verifyServiceToken(token: string, audience: ServiceName, key?: Uint8Array): Promise<CallerClaims> {
  const { payload } = await jwtVerify(token, keyOf(key), { audience, algorithms: ['HS256'], clockTolerance: 5 });
  return {
    issuer: payload.iss as ServiceName,
    userId: payload.sub || undefined,
    email: typeof payload.email === 'string' ? payload.email : undefined,
    isAdmin: payload.admin === true,
    language: typeof payload.lang === 'string' ? payload.lang : undefined,
    clientIp: typeof payload.ip === 'string' ? payload.ip : undefined,
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified caller (set by requireServiceToken). */
    caller?: CallerClaims;
  }
}

/** Paths any prober may call without a token: liveness, readiness, metrics. */
const OPEN_PATHS = /^\/(health(\/|$)|metrics$)/;

/**
 * The service's gate: every request but health and metrics must carry a valid token for this
 * service. Identity headers that came with the request are dropped and rewritten from the
 * token's claims, so the routes' callerOf reads only what was signed.
 */
export function requireServiceToken(service: ServiceName, options: { key?: Uint8Array } = {}): RequestHandler {
  // Read now, not at the first call: production refuses to start without a proper secret.
  const key = keyOf(options.key);
  return async (req, _res, next) => {
    if (OPEN_PATHS.test(req.path)) return next();
    for (const name of Object.values(IDENTITY_HEADERS)) if (name !== IDENTITY_HEADERS.requestId) delete req.headers[name];
    const token = req.headers[SERVICE_TOKEN_HEADER];
    if (typeof token !== 'string' || !token) return next(HttpError.unauthorized('Service token required'));
    let claims: CallerClaims;
    try {
      claims = await verifyServiceToken(token, service, key);
    } catch {
      return next(HttpError.unauthorized('Invalid service token'));
    }
    req.caller = claims;
    if (claims.userId) req.headers[IDENTITY_HEADERS.userId] = claims.userId;
    if (claims.email) req.headers[IDENTITY_HEADERS.userEmail] = claims.email;
    if (claims.userId) req.headers[IDENTITY_HEADERS.isAdmin] = String(claims.isAdmin === true);
    if (claims.language) req.headers[IDENTITY_HEADERS.language] = claims.language;
    next();
  };
}

/** The browser's address as the BFF signed it; the socket's for a call without one (another service). */
export const clientIpOf = (req: { caller?: CallerClaims; ip?: string }) => req.caller?.clientIp ?? req.ip ?? 'unknown';

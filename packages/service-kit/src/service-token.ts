import { jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import type { RequestHandler } from 'express';
import { HttpError } from './http-error.js';
import { IDENTITY_HEADERS } from './config.js';
import { algorithmOf, isServiceName, serviceKeys, type ServiceKeys, type ServiceName } from './service-keys.js';

/**
 * Trust between the parts of the platform. A service believes nothing a request's headers say
 * about its caller: every call carries a short-lived token signed with the calling part's own
 * private key (service-keys.ts) — the BFF's for a browser's call, the calling service's
 * otherwise — naming the part that signed it (issuer), the one service it is meant for
 * (audience), the one request it is good for (method and path) and, only from the BFF, the
 * signed-in user and the client's address. The service verifies it before any route runs:
 * without a valid one the answer is 401; each route then says which parts may call it (mountCall's
 * `from`).
 */
export const SERVICE_TOKEN_HEADER = 'x-service-token';
/** A token is good for this long: enough for one call and its retries, useless when stolen later. */
export const SERVICE_TOKEN_TTL_S = 60;

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

/** The one request a token is good for: a token captured on one call cannot be replayed on another route. */
export interface TokenTarget {
  method: string;
  /** The URL's path, without its query (tokenPath). */
  path: string;
}

/** A URL's path as tokens name it: no origin, no query, runs of slashes as one (as proxies forward them). */
export function tokenPath(url: string): string {
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? new URL(url).pathname : url.split(/[?#]/)[0]!;
  return path.replace(/\/{2,}/g, '/');
}

let defaultKeys: ServiceKeys | undefined;
/** This process's keys from its settings, read once (production refuses to start without them). */
const keysOf = (keys?: ServiceKeys) => keys ?? (defaultKeys ??= serviceKeys());

/**
 * Signs a token for one call to `audience`, with the private key of `call.issuer` (a part holds
 * only its own). Tokens are reused for the same caller, audience and request for a while (half
 * their lifetime), so the hot paths pay for signing once per client and path, not per call.
 */
const cache = new Map<string, { token: string; until: number }>();
export async function signServiceToken(audience: ServiceName, call: CallerClaims & TokenTarget, keys?: ServiceKeys): Promise<string> {
  const method = call.method.toUpperCase();
  const path = tokenPath(call.path);
  // JSON, not a joined string: a language or path holding the separator cannot pose as other claims.
  const cacheKey = keys
    ? undefined
    : JSON.stringify([audience, method, path, call.issuer, call.userId, call.email, call.isAdmin, call.language, call.clientIp]);
  const now = Date.now();
  if (cacheKey) {
    const hit = cache.get(cacheKey);
    if (hit && hit.until > now) return hit.token;
  }
  const key = keysOf(keys).signing[call.issuer];
  if (!key) throw new Error(`This part holds no signing key of ${call.issuer}: a part signs only as itself`);
  const token = await new SignJWT({
    // The request, as DPoP's htm/htu (the path alone: the origin differs behind balancers).
    htm: method,
    htp: path,
    ...(call.email ? { email: call.email } : {}),
    ...(call.isAdmin ? { admin: true } : {}),
    ...(call.language ? { lang: call.language } : {}),
    ...(call.clientIp ? { ip: call.clientIp } : {}),
  })
    .setProtectedHeader({ alg: algorithmOf(key), kid: call.issuer })
    .setIssuer(call.issuer)
    .setAudience(audience)
    .setSubject(call.userId ?? '')
    .setIssuedAt()
    .setExpirationTime(`${SERVICE_TOKEN_TTL_S}s`)
    .sign(key);
  if (cacheKey) {
    if (cache.size > 50_000) cache.clear();
    cache.set(cacheKey, { token, until: now + (SERVICE_TOKEN_TTL_S / 2) * 1000 });
  }
  return token;
}

/**
 * The claims of a token for `audience` and this request, or a throw: the key is the public key of
 * the part the token names (`kid`, which must be its `iss`), with that key's own algorithm only, so
 * a token signed with a shared secret (HS256) or by an unknown part is never believed.
 */
export async function verifyServiceToken(token: string, audience: ServiceName, target: TokenTarget, keys?: ServiceKeys): Promise<CallerClaims> {
  const { verifying } = keysOf(keys);
  const keyFor = (header: JWTHeaderParameters) => {
    const key = isServiceName(header.kid) ? verifying[header.kid] : undefined;
    if (!key || header.alg !== algorithmOf(key)) throw new Error('token of an unknown part or algorithm');
    return key;
  };
  const { payload, protectedHeader } = await jwtVerify(token, keyFor, {
    audience,
    algorithms: ['EdDSA', 'ES256'],
    requiredClaims: ['iss', 'iat', 'exp'],
    clockTolerance: 5,
  });
  if (payload.iss !== protectedHeader.kid) throw new Error('token issuer is not its key');
  if (payload.htm !== target.method.toUpperCase() || payload.htp !== tokenPath(target.path)) throw new Error('token made for another request');
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

/** Whether a token speaks for a browser: a user, an admin flag, a language or a client address. */
const speaksForBrowser = (claims: CallerClaims) => Boolean(claims.userId || claims.email || claims.isAdmin || claims.language || claims.clientIp);

/**
 * The service's gate: every request but health and metrics must carry a valid token for this
 * service and this request (401 otherwise). Only the BFF's tokens may speak for a browser (403
 * for another part's token naming a user). Identity headers that came with the request are
 * dropped and rewritten from the token's claims, so the routes' callerOf reads only what was signed.
 */
export function requireServiceToken(service: ServiceName, options: { keys?: ServiceKeys } = {}): RequestHandler {
  // Read now, not at the first call: production refuses to start without proper keys, or with another part's.
  const keys = keysOf(options.keys);
  if (keys.self && keys.self !== service) throw new Error(`SERVICE_SIGNING_KEY is the key of ${keys.self}, not of ${service}: each part has its own`);
  return async (req, _res, next) => {
    if (OPEN_PATHS.test(req.path)) return next();
    for (const name of Object.values(IDENTITY_HEADERS)) if (name !== IDENTITY_HEADERS.requestId) delete req.headers[name];
    const token = req.headers[SERVICE_TOKEN_HEADER];
    if (typeof token !== 'string' || !token) return next(HttpError.saying('unauthorized', 'Service token required'));
    let claims: CallerClaims;
    try {
      claims = await verifyServiceToken(token, service, { method: req.method, path: req.originalUrl }, keys);
    } catch {
      return next(HttpError.saying('unauthorized', 'Invalid service token'));
    }
    if (claims.issuer !== 'bff' && speaksForBrowser(claims)) return next(HttpError.saying('forbidden', 'Only the BFF speaks for a browser'));
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

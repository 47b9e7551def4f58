import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import { RedisStore } from 'connect-redis';
import { Redis } from 'ioredis';
import type { Logger } from '@tire/service-kit';
import type { SessionConfig } from './session-config.js';
import './session-data.js';
import { API_PATHS } from '@tire/contracts/paths';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set when the session store could not be read: the request goes on signed out. */
    sessionUnavailable?: boolean;
  }
}

/**
 * A read without the session cookie has no session to load (a guest browsing slots or
 * tracking): it skips the session machinery, which is most of the BFF's cost on the hot paths.
 * Requests that may create a session still get one: unsafe methods (verify-code) and the
 * OpenID Connect callback under /api/login.
 */
function mayHaveSession(req: Request, cookiePrefix: string): boolean {
  if (req.headers.cookie?.includes(cookiePrefix)) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  return req.originalUrl.startsWith(API_PATHS.login);
}

/** The cookie's attributes, also used to clear it. */
export const sessionCookieOptions = (config: SessionConfig) => ({ httpOnly: true, sameSite: 'lax', secure: config.secure, path: '/' }) as const;

/**
 * Sessions in Redis behind an HttpOnly, SameSite=Lax cookie `sid` (`__Host-sid`, Secure, in production).
 * Nothing is stored for guests (saveUninitialized: false), so a guest never touches Redis.
 * Fails soft: if the store errors or does not answer within storeTimeoutMs, the request goes on
 * without a session — signed out, logged — instead of failing every /api call while Redis is
 * down. Calls that need the session then answer 401, or 503 for signing in.
 */
export function createSessionMiddleware(options: { redisUrl: string; config: SessionConfig; logger: Logger }): {
  handler: RequestHandler;
  close(): void;
} {
  const { config, logger } = options;
  // A client of its own: unlike the rate limiter's, it queues commands while (re)connecting, so
  // the first sign-ins after start-up do not fail; one reconnect attempt later they are
  // rejected, and the timeouts here and in signIn bound the wait anyway.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => {}); // logged per request below; ioredis reconnects by itself
  const store = new RedisStore({
    client: redis,
    prefix: config.redisPrefix,
    ttl: Math.ceil(config.maxAgeMs / 1000),
  });
  const middleware = session({
    name: config.cookieName,
    store,
    secret: config.secret.split(','),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { ...sessionCookieOptions(config), maxAge: config.maxAgeMs },
  });
  let lastFailureLog = 0;
  const handler: RequestHandler = (req, res, next) => {
    if (!mayHaveSession(req, `${config.cookieName}=`)) return next();
    let settled = false;
    const proceed = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        req.sessionUnavailable = true;
        // One log line per 10 s is enough to see an outage without flooding.
        if (Date.now() - lastFailureLog > 10_000) {
          lastFailureLog = Date.now();
          (req.log ?? logger).warn({ err: error }, 'session store unavailable, treating the request as signed out');
        }
      }
      next();
    };
    const timer = setTimeout(() => proceed(new Error(`session store gave no answer in ${config.storeTimeoutMs} ms`)), config.storeTimeoutMs);
    middleware(req, res, proceed);
  };
  return { handler, close: () => redis.disconnect() };
}

import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { httpMetrics, IDENTITY_HEADERS, isDraining, metricsHandler, requestLogger, traceRequests, watchRedis, type Logger } from '@tire/service-kit';
import { SERVICE_NAMES, type BffConfig, type ServiceName } from './config.js';
import { csrfProtection } from './middleware/csrf.js';
import { apiNotFound, jsonErrors } from './middleware/errors.js';
import { attachIdentity, type Identify } from './middleware/identity.js';
import { rateLimit } from './middleware/rate-limit.js';
import { requestId } from './middleware/request-id.js';
import { refuseLongApiAddresses } from './middleware/address-limit.js';
import { securityHeaders } from './middleware/security-headers.js';
import { createApiRouter } from './proxy/api-router.js';
import { createAvailabilityCache, type AvailabilityCache } from './proxy/availability-cache.js';
import { API_ROUTES, csrfExemptPaths, type ApiRoute, type RateLimitName } from './proxy/api-routes.js';
import { createServiceProxy, type ServiceProxy } from './proxy/service-proxy.js';
import { oidcRoutes } from './oidc/oidc-routes.js';
import { authNavigation } from './routes/auth-navigation.js';
import { myBookingsRoutes } from './routes/my-bookings-routes.js';
import { dataRequesterKey, myDataRoutes } from './routes/my-data-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { createPersonalDataClient } from './privacy/personal-data-client.js';
import { createAccountsClient } from './session/accounts-client.js';
import { createGuestBookingsClaimer } from './session/guest-bookings.js';
import { createSessionMiddleware } from './session/session-middleware.js';
import { sessionIdentity } from './session/session-identity.js';
import { sessionHint } from './session/session-hint.js';
import { health } from './routes/health.js';
import pg from 'pg';
import { startPeriodicTask } from '@tire/service-kit';
import { judgeCanaries } from './registry/canary-judge.js';
import { createRegistry } from './registry/registry-routes.js';
import { shellStatic } from './routes/shell-static.js';

export interface BffApp {
  app: Express;
  redis: Redis;
  /** The slot availability cache, when on (AVAILABILITY_CACHE_TTL_MS > 0). */
  availabilityCache?: AvailabilityCache;
  /** Closes Redis and the proxies' kept-alive sockets. */
  close(): Promise<void>;
}

/**
 * The backend-for-frontend: the shell's files, the remotes registry, and the /api contract —
 * checked (identity, CSRF, access, rate limits, zod) and then proxied to the owning service.
 */
export function createBffApp(config: BffConfig, logger: Logger, options: { identify?: Identify; routes?: readonly ApiRoute[] } = {}): BffApp {
  const routes = options.routes ?? API_ROUTES;
  // No offline queue: while Redis is away, commands fail at once and the rate limit fails open.
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  watchRedis(redis, logger, { who: 'bff', whileDown: 'rate limits count in this process' });

  const proxies = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, createServiceProxy({ service, target: config.serviceUrls[service], timeoutMs: config.proxyTimeoutMs, logger })]),
  ) as Record<ServiceName, ServiceProxy>;

  // Slot answers cached until the reservations service announces a change (on every BFF instance).
  const availabilityCache =
    config.availabilityCacheTtlMs > 0
      ? createAvailabilityCache({
          redisUrl: config.redisUrl,
          logger,
          calls: routes.filter((route) => route.availabilityCache),
          ttlMs: config.availabilityCacheTtlMs,
          maxBytes: config.availabilityCacheMaxBytes,
        })
      : undefined;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // A span per request, continuing the caller's trace; an answer from memory involves no
  // service, so it is timed by the metrics but not traced.
  app.use(traceRequests({ skip: (req) => availabilityCache?.hasFresh(req) === true }));
  // Request durations by route template and requests in flight (GET /metrics, below).
  app.use(httpMetrics());
  // Answers made on the fly (JSON from the services, the shell's page) over 1 KB are compressed as
  // the browser allows: on a phone's network the bytes are the wait. The build's files come
  // precompressed (shell-static.ts) and are passed through as they are.
  app.use(compression({ threshold: 1024 }));
  // While draining (SIGTERM), each answer closes its keep-alive connection so the server can close.
  app.use((_req, res, next) => {
    if (isDraining()) res.setHeader('Connection', 'close');
    next();
  });
  // Prometheus' scrape (not in the access log); with METRICS_TOKEN set (always in production: the
  // BFF's port faces the internet) it needs that bearer token.
  app.get('/metrics', metricsHandler(config.metricsToken));
  app.use(requestId);
  app.use('/api', refuseLongApiAddresses);
  app.use(securityHeaders({ remoteOrigins: config.remoteOrigins, production: config.production }));
  // A fresh availability answer is the same for everyone and passed the contract check when it
  // was first asked: it is served before sessions and identity are looked up, and before the
  // access log (thousands of identical lines a second in the season; the metrics count them).
  if (availabilityCache) {
    for (const route of routes) if (route.availabilityCache) app.get(route.path, availabilityCache.serveFresh);
  }

  app.use(
    // Session cookies, credentials, tracking codes and payment ids in URLs, and full client
    // addresses never go to the logs: service-kit's one list (log-redaction.ts).
    requestLogger(logger, {
      genReqId: (req) => req.headers[IDENTITY_HEADERS.requestId] as string,
      autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
      // Proxy failures log their own error line; the request line only needs the right level.
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'warn' : 'info'),
    }),
  );

  app.use(health({ serviceUrls: config.serviceUrls, redis, timeoutMs: config.healthTimeoutMs }));
  // The remotes registry (PostgreSQL): what each browser loads, the shell's beacons, the teams' writes.
  const registryPool = new pg.Pool({ connectionString: config.registryDatabaseUrl, max: 4 });
  registryPool.on('error', (error) => logger.warn({ err: error }, 'registry database connection lost'));
  const registry = createRegistry({
    pool: registryPool,
    production: config.production,
    remoteOrigins: config.remoteOrigins,
    teamTokens: config.registryTeamTokens,
    overrideKey: `${config.session.secret}:remote-override`,
    logger,
    beaconLimit: rateLimit({ redis, name: 'beacon', limit: config.rateLimits.beacon, keyPrefix: config.rateLimitKeyPrefix, logger }),
  });
  app.use(registry.router);
  const canaryJudge = startPeriodicTask('canary judge', () => judgeCanaries(registryPool, logger, config.canaryRules), {
    intervalMs: config.canaryJudgeIntervalMs,
    logger,
  });

  const sessions = createSessionMiddleware({ redisUrl: config.redisUrl, config: config.session, logger });
  // A readable "signed in" hint beside the session cookie, so the shell asks /api/auth/user only
  // when it can answer a user. Decided as the headers go out; mounted first so that its cookie
  // comes after the session cookie.
  app.use('/api', sessionHint(config.session));
  app.use('/api', sessions.handler);
  const accounts = createAccountsClient({ baseUrl: config.serviceUrls.accounts, timeoutMs: config.proxyTimeoutMs });
  app.use('/api', attachIdentity(options.identify ?? sessionIdentity({ accounts, config: config.session, logger })));
  app.use('/api', csrfProtection({ allowedOrigins: config.allowedOrigins, exemptPaths: csrfExemptPaths(routes) }));
  app.use(
    sessionRoutes({
      accounts,
      claimGuestBookings: createGuestBookingsClaimer({ baseUrl: config.serviceUrls.reservations }),
      config: config.session,
      logger,
    }),
  );
  const rateLimits: Partial<Record<RateLimitName, RequestHandler>> = Object.fromEntries(
    Object.entries(config.rateLimits).map(([name, limit]) => [name, rateLimit({ redis, name, limit, keyPrefix: config.rateLimitKeyPrefix, logger })]),
  );
  app.use(
    myDataRoutes({
      client: createPersonalDataClient({ serviceUrls: config.serviceUrls, timeoutMs: config.proxyTimeoutMs }),
      // Counted per person (a signed-in customer, or the address a guest's link proves): a shared
      // network is no one's limit. A guest's link is first counted per client, as "my bookings".
      limit: rateLimit({
        redis,
        name: 'myData',
        limit: config.rateLimits.myData,
        keyPrefix: config.rateLimitKeyPrefix,
        logger,
        keyOf: dataRequesterKey,
      }),
      linkLimit: rateLimits.track,
      config: config.session,
      logger,
    }),
  );
  app.use(oidcRoutes({ settings: config.oidc, accountsUrl: config.serviceUrls.accounts, timeoutMs: config.proxyTimeoutMs, logger }));
  app.use(authNavigation(config.oidc));
  // "My bookings" fans out to three services, so the BFF answers it itself; its link is counted
  // with the tracking lookups, like a manage link.
  app.use(myBookingsRoutes({ serviceUrls: config.serviceUrls, timeoutMs: config.proxyTimeoutMs, limit: rateLimits.track, logger }));
  app.use(createApiRouter({ routes, proxies, keepAvailabilityAnswer: availabilityCache?.keepAnswer, rateLimits }));
  app.all('/api', apiNotFound);
  // eslint-disable-next-line no-restricted-syntax -- every /api path no route above answered: the JSON 404
  app.all('/api/*splat', apiNotFound);

  app.use(shellStatic(config.shellDist, { discoveryOf: registry.discoveryOf }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not Found');
  });
  app.use(jsonErrors);

  return {
    app,
    redis,
    availabilityCache,
    async close() {
      for (const proxy of Object.values(proxies)) proxy.close();
      await canaryJudge.stop();
      await registryPool.end();
      availabilityCache?.close();
      redis.disconnect();
      sessions.close();
    },
  };
}

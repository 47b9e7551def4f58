import express, { type ErrorRequestHandler, type Express } from 'express';
import { randomUUID } from 'node:crypto';
import { errorBody, genericErrorCode } from '@tire/contracts';
import { IDENTITY_HEADERS } from './config.js';
import { isDraining, liveness, readiness, type HealthCheck } from './health.js';
import { HttpError } from './http-error.js';
import { requestLogger, type Logger } from './logger.js';
import { httpMetrics, metricsHandler } from './metrics.js';
import type { ServiceName } from './service-keys.js';
import { requireServiceToken } from './service-token.js';
import { traceRequests } from './tracing.js';

export interface ServiceAppOptions {
  /** Which service this is: calls must carry a service token for it (the audience). */
  service: ServiceName;
  /** Paths whose body is kept byte for byte as a Buffer in req.body (signed webhooks); JSON elsewhere. */
  rawBodyPaths?: readonly string[];
}

/**
 * An express app with what every service needs: a request id taken from the BFF (or made),
 * request logs carrying it, the service-token gate (401 for any call without a valid token for
 * this service), JSON bodies, /health/live and /health (liveness), /health/ready (dependencies;
 * 503 while draining) and /metrics (Prometheus), all four open without a token.
 * Routes are added by the caller; call `finish(app)` after them for 404s and error mapping.
 */
export function createServiceApp(logger: Logger, checks: Record<string, HealthCheck>, { service, rawBodyPaths = [] }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(traceRequests());
  app.use(httpMetrics());
  // While draining, each answer closes its keep-alive connection so the server can close.
  app.use((_req, res, next) => {
    if (isDraining()) res.setHeader('Connection', 'close');
    next();
  });
  app.get('/metrics', metricsHandler());
  app.use(
    // Secret headers, URL parts and client addresses stay out of the lines (log-redaction.ts).
    requestLogger(logger, {
      genReqId: (req, res) => {
        const id = (req.headers[IDENTITY_HEADERS.requestId] as string | undefined) ?? randomUUID();
        res.setHeader(IDENTITY_HEADERS.requestId, id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
      // The BFF writes the access line of every call (same request id); a service logs its own
      // answers when they are refusals or failures. Successes are debug: on the hot slot path a
      // log line per request costs more than the query.
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    }),
  );
  app.use(requireServiceToken(service));
  const json = express.json({ limit: '100kb' });
  if (rawBodyPaths.length === 0) app.use(json);
  else {
    const raw = express.raw({ type: () => true, limit: '1mb' });
    app.use((req, res, next) => (rawBodyPaths.includes(req.path) ? raw(req, res, next) : json(req, res, next)));
  }
  app.get('/health', liveness);
  app.get('/health/live', liveness);
  app.get('/health/ready', readiness(checks));
  return app;
}

/** 404 for unknown routes and one JSON shape for every error; unexpected ones are logged as 500. */
export function finish(app: Express) {
  app.use((req, res) => {
    res.status(404).json(errorBody('notFound', `No route for ${req.method} ${req.path}`));
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const requestId = String(req.id ?? '');
    if (error instanceof HttpError) {
      res.status(error.status).json({ code: error.code, message: error.message, ...error.details, requestId });
      return;
    }
    // body-parser failures (bad JSON, too large) carry their own status, and get its generic code
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled error');
    res.status(status).json({ ...(status === 500 ? errorBody('internal') : errorBody(genericErrorCode(status), String(error.message))), requestId });
  };
  app.use(onError);
  return app;
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { trace, type Span } from '@opentelemetry/api';
import { errorBody } from '@tire/contracts';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus metrics of one process (a service or the BFF), served as text on GET /metrics:
 * Node's default metrics, HTTP request durations by route template, requests in flight, and what
 * a service registers about its own resources (PostgreSQL pool, outbox backlog, BullMQ queues,
 * background task runs). One registry per process.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** OpenTelemetry's semantic-convention buckets for http.server.request.duration (seconds). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
/** The http_route of a request that matched no route (one label, never the raw URL). */
export const UNMATCHED_ROUTE = 'unmatched';

const httpDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests, by method, route template and status code.',
  labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
  buckets: HTTP_DURATION_BUCKETS,
  registers: [metricsRegistry],
});
const activeRequests = new Gauge({
  name: 'http_server_active_requests',
  help: 'HTTP server requests in flight.',
  registers: [metricsRegistry],
});

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

/** The route template express matched (`/api/reservations/:id`), or UNMATCHED_ROUTE. */
function routeOf(req: Request, mountPath: string | undefined): string {
  const routePath = (req.route as { path?: unknown } | undefined)?.path;
  if (routePath === undefined) return UNMATCHED_ROUTE;
  const template = Array.isArray(routePath) ? routePath.map(String).join('|') : String(routePath);
  return `${mountPath ?? ''}${template}` || '/';
}

/**
 * Names a traced request's server span as OpenTelemetry's HTTP conventions ask ("GET
 * /api/reservations/:id", attribute http.route), from the route the metrics know anyway; this
 * is what the express instrumentation would add, at a fraction of its cost per request.
 */
function nameServerSpan(span: Span, method: string, route: string) {
  span.setAttribute('http.route', route);
  span.updateName(`${method} ${route}`);
}

/**
 * Records every request's duration once it has been answered (res 'finish') or abandoned
 * (res 'close'), labelled with the route template express set on req.route while routing.
 * Install first, before any router.
 */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // The request's server span, when it is traced: named after the route template below.
    const span = trace.getActiveSpan();
    activeRequests.inc();
    // The mount path of the router that matched (req.baseUrl is reset when routing leaves it).
    let mountPath: string | undefined;
    const remember = () => {
      if (req.route && mountPath === undefined) mountPath = req.baseUrl;
    };
    let done = false;
    const record = (response: Response) => {
      if (done) return;
      done = true;
      remember();
      activeRequests.dec();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpDuration.observe(
        {
          http_request_method: KNOWN_METHODS.has(req.method) ? req.method : '_OTHER',
          http_route: routeOf(req, mountPath),
          http_response_status_code: String(response.statusCode),
        },
        seconds,
      );
    };
    // writeHead runs while the matched router's baseUrl is still in place.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      remember();
      if (span && req.route) nameServerSpan(span, req.method, routeOf(req, mountPath));
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    res.once('finish', () => record(res));
    res.once('close', () => record(res));
    next();
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `presented` is `Bearer <token>`, in constant time: both sides are hashed first, so
 * neither the token's length nor the position of a first wrong character shows in the timing.
 */
export function bearerMatches(presented: string | undefined, token: string): boolean {
  return timingSafeEqual(sha256(presented ?? ''), sha256(`Bearer ${token}`));
}

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN set, a scraper must send
 * `Authorization: Bearer <token>` (for a process whose port is reachable from outside; the BFF
 * requires it in production).
 */
export function metricsHandler(token: string | undefined = process.env.METRICS_TOKEN || undefined): RequestHandler {
  return async (req, res) => {
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res.status(401).json(errorBody('unauthorized', 'Metrics need a bearer token'));
      return;
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(await metricsRegistry.metrics());
  };
}

/** Resolves `work`, or undefined after `ms` (a gauge never hangs a scrape on a dependency that is down). */
async function within<T>(work: Promise<T>, ms = 1000): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// ---- PostgreSQL pools -------------------------------------------------------------------------

const pools = new Map<string, pg.Pool>();
const poolGauge = (name: string, help: string, value: (pool: pg.Pool) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['pool'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const [label, pool] of pools) this.set({ pool: label }, value(pool));
    },
  });
poolGauge('pg_pool_connections_total', 'Connections the pg pool holds (idle and in use).', (pool) => pool.totalCount);
poolGauge('pg_pool_connections_idle', 'Idle connections in the pg pool.', (pool) => pool.idleCount);
poolGauge('pg_pool_clients_waiting', 'Queries waiting for a connection of the pg pool.', (pool) => pool.waitingCount);

/** Reports a pg.Pool's total, idle and waiting counts, labelled `pool`. */
export function observePgPool(pool: pg.Pool, name = 'main') {
  pools.set(name, pool);
}

// ---- Outbox backlog ---------------------------------------------------------------------------

const outboxes = new Map<string, { pool: pg.Pool; table: string }>();
new Gauge({
  name: 'outbox_unpublished_events',
  help: 'Rows of the outbox not yet handed to the queue.',
  labelNames: ['schema'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...outboxes].map(async ([schema, { pool, table }]) => {
        const result = await within(pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table} WHERE published_at IS NULL`).catch(() => undefined));
        if (result) this.set({ schema }, Number(result.rows[0]?.n ?? 0));
      }),
    );
  },
});

/** Reports how many rows of `<schema>.outbox` wait to be published. */
export function observeOutboxBacklog(pool: pg.Pool, schema: string) {
  outboxes.set(schema, { pool, table: `"${schema.replaceAll('"', '""')}".outbox` });
}

// ---- BullMQ queues ----------------------------------------------------------------------------

/** The part of a BullMQ Queue the gauges use. */
export interface CountableQueue {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

const queues = new Map<string, { queue: CountableQueue; deadLetter: boolean }>();
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children'] as const;
const queueCounts = new Map<string, Record<string, number>>();
const queueJobs = new Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs of a BullMQ queue by state (waiting, active, delayed, failed, ...).',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    queueCounts.clear();
    await Promise.all(
      [...queues].map(async ([name, { queue }]) => {
        const counts = await within(queue.getJobCounts(...QUEUE_STATES).catch(() => undefined));
        if (!counts) return;
        queueCounts.set(name, counts);
        for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
      }),
    );
  },
});
new Gauge({
  name: 'bullmq_dead_letter_jobs',
  help: 'Jobs in a dead-letter queue (failed for good, waiting for a person).',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [name, { queue, deadLetter }] of queues) {
      if (!deadLetter) continue;
      // Reuses the counts queueJobs collected in this scrape when it ran first.
      const counts = queueCounts.get(name) ?? (await within(queue.getJobCounts(...QUEUE_STATES).catch(() => undefined)));
      if (counts)
        this.set(
          { queue: name },
          Object.values(counts).reduce((sum, n) => sum + n, 0),
        );
    }
  },
});
void queueJobs;

/** Reports a BullMQ queue's job counts; a dead-letter queue's total also as bullmq_dead_letter_jobs. */
export function observeQueue(queue: CountableQueue, { deadLetter = false }: { deadLetter?: boolean } = {}) {
  queues.set(queue.name, { queue, deadLetter });
}

// ---- Background tasks -------------------------------------------------------------------------

const taskRuns = new Counter({
  name: 'background_task_runs_total',
  help: 'Runs of a periodic background task (hold sweepers, reconciliation, purges), by outcome.',
  labelNames: ['task', 'outcome'] as const,
  registers: [metricsRegistry],
});
const taskDuration = new Histogram({
  name: 'background_task_duration_seconds',
  help: 'Duration of a periodic background task run.',
  labelNames: ['task'] as const,
  buckets: HTTP_DURATION_BUCKETS,
  registers: [metricsRegistry],
});

/** Counts one run of a periodic task (startPeriodicTask calls it). */
export function recordTaskRun(task: string, ok: boolean, seconds: number) {
  taskRuns.inc({ task, outcome: ok ? 'success' : 'failure' });
  taskDuration.observe({ task }, seconds);
}

import type { Express } from 'express';
import type { Server } from 'node:http';
import type { ServerSettings } from './config.js';
import { setDraining } from './health.js';
import type { Logger } from './logger.js';
import { flushTelemetry } from './tracing.js';
import { answerParserRefusals } from './client-errors.js';

/**
 * Where a part listens unless told otherwise: loopback (a container sets HOST=0.0.0.0 and relies
 * on the service token; a service is never reachable from other hosts by accident). The services
 * read HOST through their settings; the BFF listens here.
 */
export const SERVICE_HOST = process.env.HOST || '127.0.0.1';

/** The hard limit of a drain: past it the process exits anyway (Kubernetes' grace period is 30 s). */
export const DRAIN_DEADLINE_MS = 25_000;

/** Something that works in the background: a periodic task, an outbox relay, a BullMQ worker. */
export type Stoppable = { stop(): Promise<unknown> } | { close(): Promise<unknown> } | (() => Promise<unknown>);

export interface ServeOptions {
  /**
   * Background work to stop as soon as the drain starts (in parallel with the HTTP drain): each
   * one's stop()/close() must let its current batch or job finish (periodic tasks, outbox
   * relays and BullMQ workers do).
   */
  stop?: Stoppable[];
  /** Runs last, when no request and no background work is left: closes pools and connections. */
  close?: () => Promise<unknown>;
  /** Past this the process exits with code 1 whatever is left (default 25 s, DRAIN_DEADLINE_MS). */
  deadlineMs?: number;
  /**
   * How long to go on serving (readiness 503) before closing the listener, so that load balancers
   * see the pod leave before it stops answering (SHUTDOWN_DELAY_MS; 0 by default).
   */
  shutdownDelayMs?: number;
  /** The address to listen on (SERVICE_HOST by default). */
  host?: string;
}

const stopOne = (item: Stoppable) => (typeof item === 'function' ? item() : 'stop' in item ? item.stop() : item.close());

/**
 * Listens, and on SIGTERM/SIGINT drains and exits:
 * 1. readiness answers 503 at once (the load balancer stops sending work);
 * 2. the listener closes (no new connections); requests in flight finish, every keep-alive
 *    socket is closed as soon as it is idle (answers carry `Connection: close` meanwhile);
 * 3. at the same time background work stops: periodic tasks finish their run, outbox relays
 *    their batch, BullMQ workers their jobs (`stop`);
 * 4. then `close` (pools, connections) runs and the process exits 0 — or 1 when something
 *    failed or the 25 s deadline passed first (then with an error log naming what was left).
 * The old form `serve(app, port, logger, onClose)` is the same as `{ close: onClose }`.
 */
export function serve(app: Express, port: number, logger: Logger, options: ServeOptions | (() => Promise<unknown>) = {}) {
  const {
    stop: background = [],
    close = async () => {},
    deadlineMs = DRAIN_DEADLINE_MS,
    shutdownDelayMs = Number(process.env.SHUTDOWN_DELAY_MS ?? 0),
    host = SERVICE_HOST,
  } = typeof options === 'function' ? { close: options } : options;
  // Express 5 hands a listen error (a port already taken) to this callback instead of throwing:
  // without the exit, the process would live on without listening and never become ready.
  const server: Server = app.listen(port, host, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error, port, host }, 'cannot listen');
      process.exit(1);
    }
    logger.info({ port, host }, 'listening');
  });
  server.keepAliveTimeout = 65_000;
  answerParserRefusals(server);

  let draining = false;
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) {
      logger.warn({ signal }, 'already draining');
      return;
    }
    draining = true;
    setDraining(true);
    const started = Date.now();
    logger.info({ signal, deadlineMs }, 'draining: readiness fails, finishing requests and background work');
    let left = 'requests in flight';
    const deadline = setTimeout(() => {
      logger.error({ deadlineMs, left }, `drain did not finish within ${deadlineMs / 1000} s (${left}); exiting anyway`);
      process.exit(1);
    }, deadlineMs);

    let failed = false;
    const http = (async () => {
      if (shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets that are idle now, or become idle after their last answer, are closed.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      await closed;
      clearInterval(sweep);
    })();
    const work = Promise.all(
      background.map((item) =>
        stopOne(item).catch((error: unknown) => {
          failed = true;
          logger.error({ err: error }, 'stopping background work failed');
        }),
      ),
    );
    await http;
    left = 'background work';
    await work;
    left = 'closing connections';
    await Promise.resolve()
      .then(close)
      .catch((error: unknown) => {
        failed = true;
        logger.error({ err: error }, 'close failed');
      });
    // The last spans leave before the process does (a no-op without tracing).
    await flushTelemetry();
    clearTimeout(deadline);
    logger.info({ ms: Date.now() - started }, 'drained; exiting');
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', drain);
  process.on('SIGTERM', drain);
  return server;
}

/** A loop a service runs beside its HTTP side (an outbox relay, a sweeper, a purge, a queue worker). */
export interface BackgroundLoop {
  name: string;
  /** Lets the current batch or job finish, then stops. */
  stop(): Promise<unknown>;
}

/**
 * A service put together by its create<Service>Service: the HTTP app, the loops it started, and
 * `close` for the connections it opened (pools, Redis, SMTP), run after the loops have stopped.
 */
export interface ServiceInstance {
  app: Express;
  background: BackgroundLoop[];
  close(): Promise<void>;
}

/** Which loops a service starts: every one (main.ts), none (tests of its HTTP side), or the ones named. */
export type BackgroundChoice = boolean | readonly string[];

/** The loops of one service: `start` runs a loop only when the choice includes it, and lists it for stopping. */
export function backgroundLoops(choice: BackgroundChoice = true) {
  const loops: BackgroundLoop[] = [];
  return {
    loops,
    start(name: string, begin: () => Stoppable) {
      if (choice === false || (Array.isArray(choice) && !choice.includes(name))) return;
      const loop = begin();
      loops.push({ name, stop: () => stopOne(loop) });
    },
  };
}

/**
 * What a service's main.ts ends with: listens where its settings say, and on SIGTERM stops its
 * loops while requests drain, then closes its connections (serve above).
 */
export function serveService(service: ServiceInstance, server: ServerSettings, logger: Logger) {
  return serve(service.app, server.port, logger, {
    host: server.host,
    shutdownDelayMs: server.shutdownDelayMs,
    stop: service.background,
    close: () => service.close(),
  });
}

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import express from 'express';
import { createLogger, type Logger } from '@tire/service-kit';
import { createBffApp, type BffApp } from '../src/app.js';
import { loadBffConfig } from '../src/config.js';
import type { Identify } from '../src/middleware/identity.js';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived. */
  raw: string;
  /** The BFF's end of the TCP connection: the same port means a reused (kept-alive) socket. */
  clientPort: number | undefined;
}

/** A stand-in for a domain service: records what reaches it and answers what the test tells it to. */
export async function startFakeService() {
  const received: ReceivedRequest[] = [];
  let answer: (req: express.Request, res: express.Response) => void = (_req, res) => {
    res.json({ ok: true });
  };
  const app = express();
  app.use(express.raw({ type: () => true }));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use((req, res) => {
    received.push({
      method: req.method,
      url: req.originalUrl,
      headers: req.headers,
      raw: Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '',
      clientPort: req.socket.remotePort,
    });
    answer(req, res);
  });
  const server = await listen(app);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith(handler: typeof answer) {
      answer = handler;
    },
    close: () => closeServer(server),
  };
}
export type FakeService = Awaited<ReturnType<typeof startFakeService>>;

/** A port nothing listens on: a service that is down. */
export async function deadUrl() {
  const server = await listen(express());
  const port = (server.address() as AddressInfo).port;
  await closeServer(server);
  return `http://127.0.0.1:${port}`;
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bff-${prefix}-`));
}

/** The BFF on port 0 with the given environment (on top of a test baseline); `logger` for a test that reads its lines. */
export async function startBff(env: Record<string, string>, identify?: Identify, logger: Logger = createLogger('bff-test')) {
  const config = loadBffConfig({
    NODE_ENV: 'test',
    REDIS_URL: 'redis://127.0.0.1:6379/1',
    RATE_LIMIT_PREFIX: `test:bff:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}`,
    PROXY_TIMEOUT_MS: '2000',
    HEALTH_TIMEOUT_MS: '500',
    // Off unless a test is about it (availability-cache.test.ts): other tests count what reaches a service.
    AVAILABILITY_CACHE_TTL_MS: '0',
    ...env,
  });
  const bff: BffApp = createBffApp(config, logger, identify ? { identify } : {});
  const server = await listen(bff.app);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    bff,
    config,
    async close() {
      await bff.close();
      await closeServer(server);
    },
  };
}

/** The BFF once its Redis is ready: the limits every BFF shares are counted there from the first request. */
export async function redisReady<T extends { bff: BffApp }>(started: T): Promise<T> {
  if (started.bff.redis.status !== 'ready') await once(started.bff.redis, 'ready');
  return started;
}

/** The headers of a browser's call from one client address (behind a trusted proxy). */
export const fromClient = (address: string) => ({ 'X-Requested-With': 'tire-platform', 'X-Forwarded-For': address });

/** A guessed 256-bit link token, as a manage or offer link carries one. */
export const guessToken = () => randomBytes(32).toString('base64url');

function listen(app: express.Express) {
  return new Promise<http.Server>((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

function closeServer(server: http.Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

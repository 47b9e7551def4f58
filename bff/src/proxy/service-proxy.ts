import http from 'node:http';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { errorBody } from '@tire/contracts';
import { createProxyMiddleware, fixRequestBody, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from '@tire/service-kit';
import type { ServiceName } from '../config.js';
import { captureOf } from './availability-cache.js';

class UpstreamTimeout extends Error {
  readonly code = 'UPSTREAM_TIMEOUT';
}

export interface ServiceProxy {
  handler: RequestHandler<Request, Response>;
  /** Closes the kept-alive sockets (on shutdown and after tests). */
  close(): void;
}

/**
 * The proxy to one service. A keep-alive agent (without it most of the throughput goes to TCP
 * set-up), the body re-sent when express.json has read it, cookies kept from the service (it
 * learns the caller from the identity headers), and failures turned into JSON: a service that
 * is down (or a balancer's non-JSON failure page in front of it) answers 502 at once, one that
 * does not answer in time 504 — never a hanging request.
 */
export function createServiceProxy(options: { service: ServiceName; target: string; timeoutMs: number; logger: Logger }): ServiceProxy {
  const { service, target, timeoutMs, logger } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const handler = createProxyMiddleware<Request, Response>({
    // Routes are mounted by full path (app.get('/api/...')), so req.url still starts with /api.
    target,
    agent,
    changeOrigin: true,
    xfwd: true,
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.removeHeader('cookie');
        // Connection is hop-by-hop: a browser's "close" must not end the kept-alive socket to the service.
        proxyReq.setHeader('connection', 'keep-alive');
        // An idle upstream socket for timeoutMs (no answer, or an answer that stalls) ends the call.
        proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(new UpstreamTimeout(`${service} gave no answer in ${timeoutMs} ms`)));
        fixRequestBody(proxyReq, req);
      },
      proxyRes(proxyRes, req, res) {
        // A failure page that is not a service's own JSON error (a load balancer or ingress in
        // between had no instance to send the call to) becomes this proxy's JSON 502. Answering
        // here stops http-proxy from copying the page through (it pipes only an unanswered res).
        if ((proxyRes.statusCode ?? 0) >= 500 && !String(proxyRes.headers['content-type'] ?? '').includes('json')) {
          proxyRes.resume();
          const log = (req as Request).log ?? logger;
          log.error({ service, target, status: proxyRes.statusCode, contentType: proxyRes.headers['content-type'] }, 'service answered a non-JSON failure');
          res.status(502).json({ ...errorBody('serviceUnavailable'), service, requestId: String((req as Request).id ?? '') });
          return;
        }
        // Only the BFF sets cookies on its origin.
        delete proxyRes.headers['set-cookie'];
        // A cacheable answer (availability-cache.ts) is read alongside the pipe to the browser.
        const capture = captureOf(res);
        if (capture && !proxyRes.headers['content-encoding']) {
          const chunks: Buffer[] = [];
          proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
          proxyRes.on('end', () => {
            const headers: Record<string, string> = {};
            for (const name of ['content-type', 'cache-control']) {
              const value = proxyRes.headers[name];
              if (typeof value === 'string') headers[name] = value;
            }
            capture({ status: proxyRes.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
          });
        }
      },
      error(error, req, res) {
        const timedOut = error instanceof UpstreamTimeout;
        const level = timedOut ? 'warn' : 'error';
        const log = (req as Request).log ?? logger;
        log[level]({ err: error, service, target }, timedOut ? 'service timed out' : 'service unreachable');
        if (!isResponse(res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          // The answer had started: all that can be done is to cut it, so the client sees it is incomplete.
          res.destroy();
          return;
        }
        res.status(timedOut ? 504 : 502).json({
          ...errorBody(timedOut ? 'serviceTimeout' : 'serviceUnavailable'),
          service,
          requestId: String((req as Request).id ?? ''),
        });
      },
    },
  });
  return { handler, close: () => agent.destroy() };
}

const isResponse = (res: Response | Socket): res is Response => typeof (res as Response).writeHead === 'function';

import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { activeTraceId, IDENTITY_HEADERS } from '@tire/service-kit';

/** Ids from outside are kept only when they look like ids, so nothing odd ends up in the logs. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request carries an id: the caller's X-Request-Id when it is sane, else the request's trace
 * id when tracing is on (so an answer's header finds its trace), else a new UUID.
 * It is put back on the request (so the proxy passes it to the service and pino-http logs it)
 * and returned in the response header.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const header = IDENTITY_HEADERS.requestId;
  const incoming = req.headers[header];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : (activeTraceId() ?? randomUUID());
  req.headers[header] = id;
  res.setHeader(header, id);
  next();
};

import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { IDENTITY_HEADERS } from '@tire/service-kit';

/** Ids from outside are kept only when they look like ids, so nothing odd ends up in the logs. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request carries an id: the caller's X-Request-Id when it is sane, a new UUID otherwise.
 * It is put back on the request (so the proxy passes it to the service and pino-http logs it)
 * and returned in the response header.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const header = IDENTITY_HEADERS.requestId;
  const incoming = req.headers[header];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.headers[header] = id;
  res.setHeader(header, id);
  next();
};

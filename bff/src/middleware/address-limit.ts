import type { RequestHandler } from 'express';
import { errorBody } from '@tire/contracts';

/**
 * The longest /api address (path and query) the BFF passes on. The contract's longest is a few
 * hundred bytes; a service's token names the path it is good for, so a path of several kilobytes
 * would push the call's headers past the service's 16 KB and come back as its bare 431.
 */
export const MAX_API_ADDRESS_BYTES = 4096;

/** Refuses a longer /api address with the contract's 414, before sessions, limits or services. */
export const refuseLongApiAddresses: RequestHandler = (req, res, next) => {
  if (Buffer.byteLength(req.originalUrl) <= MAX_API_ADDRESS_BYTES) return next();
  res.status(414).json({ ...errorBody('uriTooLong'), errors: [{ path: 'url', message: `At most ${MAX_API_ADDRESS_BYTES} bytes` }], requestId: String(req.id) });
};

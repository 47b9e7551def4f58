import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody, genericErrorCode } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';

/** An /api path the contract does not have. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ ...errorBody('notFound', `No route for ${req.method} ${req.path}`), requestId: String(req.id) });
};

/**
 * One JSON shape for every failure, with its code: an HttpError (the registry's writes, the
 * beacons) answers its own status and code, body-parser's 400/413 keep their status, a malformed
 * URL escape is a 400, anything else is a logged 500 without details.
 */
export const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof HttpError || (typeof error?.status === 'number' && error.status >= 400 && error.status < 500);
  const status: number = known ? error.status : 500;
  if (status === 500) req.log.error({ err: error }, 'unhandled error');
  if (res.headersSent) {
    res.end();
    return;
  }
  // A malformed percent escape (e.g. /%E4%F6): the API answers its usual 400 JSON, a page a plain 400.
  if (error instanceof URIError) {
    const message = 'Invalid URL encoding';
    if (/^\/api(\/|$)/.test(req.path))
      res.status(400).json({ ...errorBody('validation', message), errors: [{ path: 'url', message }], requestId: String(req.id) });
    else res.status(400).type('text/plain').send('Bad Request');
    return;
  }
  const code = error instanceof HttpError ? error.code : genericErrorCode(status);
  const message = status === 500 ? 'Internal server error' : error?.type === 'entity.parse.failed' ? 'Invalid JSON body' : String(error.message);
  // An HttpError's field errors (the registry's writes, the beacons) go with it; every 4xx has a list.
  const errors: unknown = status === 500 ? [] : (error?.details?.errors ?? []);
  res.status(status).json({ ...errorBody(code, message), errors, requestId: String(req.id) });
};

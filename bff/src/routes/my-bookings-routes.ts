import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  emailAccessSchema,
  errorBody,
  getMyBookings,
  listBookingsByEmail,
  listOrdersByEmail,
  resolveEmailAccess,
  type ApiCall,
  type MyBookings,
} from '@tire/contracts';
import { IDENTITY_HEADERS, SERVICE_TOKEN_HEADER, signServiceToken, type Logger } from '@tire/service-kit';
import type { z } from 'zod';
import type { ServiceName } from '../config.js';

/** One of the fan-out's services could not be asked, or gave no answer in time. */
class ServiceFailed extends Error {
  constructor(
    readonly service: ServiceName,
    readonly timedOut: boolean,
    cause: unknown,
  ) {
    super(`${service} ${timedOut ? 'gave no answer in time' : 'could not be asked'}`, { cause });
  }
}

interface InternalAnswer {
  status: number;
  body: unknown;
}

/**
 * "My bookings" by e-mail (GET /api/my-bookings/:token), answered by the BFF itself because it
 * fans out: the accounts service says what the e-mail access link proves (an address, for 15
 * minutes), then the reservations and the catalogue services list that address's bookings and
 * orders, each asked with the BFF's signed token carrying the address, which is how a service
 * knows it was proven (nothing in the request names it). An unknown, forged, malformed or expired
 * link is the accounts service's one neutral 404. Counted with the tracking lookups per client
 * (the `limit` given), as the manage links are.
 */
export function myBookingsRoutes(options: { serviceUrls: Record<ServiceName, string>; timeoutMs: number; limit?: RequestHandler; logger: Logger }): Router {
  const router = Router();

  async function ask(
    service: ServiceName,
    call: ApiCall<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>,
    req: Request,
    claims: { body?: unknown; email?: string },
  ): Promise<InternalAnswer> {
    const url = new URL(call.path, options.serviceUrls[service]);
    const headers: Record<string, string> = {
      accept: 'application/json',
      [SERVICE_TOKEN_HEADER]: await signServiceToken(service, {
        issuer: 'bff',
        method: call.method,
        path: url.pathname,
        email: claims.email,
        clientIp: req.ip,
      }),
    };
    if (claims.body !== undefined) headers['content-type'] = 'application/json';
    for (const name of [IDENTITY_HEADERS.requestId, IDENTITY_HEADERS.language]) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const response = await fetch(url, {
        method: call.method,
        headers,
        body: claims.body === undefined ? undefined : JSON.stringify(claims.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch (error) {
      throw new ServiceFailed(service, error instanceof Error && error.name === 'TimeoutError', error);
    }
  }

  /** A service's list, or ServiceFailed when it answered anything but its list. */
  async function listOf<T>(
    service: ServiceName,
    call: ApiCall<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>,
    req: Request,
    email: string,
  ): Promise<T> {
    const answer = await ask(service, call, req, { email });
    if (answer.status !== 200) throw new ServiceFailed(service, false, new Error(`${service} answered ${answer.status}`));
    return call.response!.parse(answer.body) as T;
  }

  function failed(res: Response, req: Request, error: ServiceFailed) {
    (req.log ?? options.logger).error({ err: error.cause ?? error, service: error.service }, 'my bookings: a service could not be asked');
    res
      .status(error.timedOut ? 504 : 502)
      .json({ ...errorBody(error.timedOut ? 'serviceTimeout' : 'serviceUnavailable'), service: error.service, requestId: String(req.id ?? '') });
  }

  router.get(getMyBookings.path, ...(options.limit ? [options.limit] : []), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { token } = getMyBookings.params!.parse(req.params);
    if (!token) {
      res.status(404).json(errorBody('emailAccess.linkNotValid'));
      return;
    }
    try {
      const access = await ask('accounts', resolveEmailAccess, req, { body: { token } });
      if (access.status === 404) {
        res.status(404).json(errorBody('emailAccess.linkNotValid'));
        return;
      }
      if (access.status !== 200) throw new ServiceFailed('accounts', false, new Error(`accounts answered ${access.status}`));
      const { email, expiresAt } = emailAccessSchema.parse(access.body);
      const [bookings, orders] = await Promise.all([
        listOf<MyBookings['bookings']>('reservations', listBookingsByEmail, req, email),
        listOf<MyBookings['orders']>('catalogue', listOrdersByEmail, req, email),
      ]);
      const answer: MyBookings = { email, expiresAt, bookings, orders };
      res.json(answer);
    } catch (error) {
      if (error instanceof ServiceFailed) {
        failed(res, req, error);
        return;
      }
      throw error;
    }
  });

  return router;
}

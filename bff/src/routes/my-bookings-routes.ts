import { Router, type Request, type RequestHandler } from 'express';
import {
  emailAccessSchema,
  errorBody,
  getMyBookings,
  listBookingsByEmail,
  listOrdersByEmail,
  resolveEmailAccess,
  type MyBookings,
  type ResponseOf,
} from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import type { ServiceName } from '../config.js';
import { answerServiceFailure, callService, ServiceCallFailed } from '../internal/internal-call.js';

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

  /** A service's list of the proven address's bookings or orders; ServiceCallFailed on any other answer. */
  async function listOf<C extends typeof listBookingsByEmail | typeof listOrdersByEmail>(service: ServiceName, call: C, req: Request, email: string) {
    const answer = await callService(service, options.serviceUrls[service], {
      method: call.method,
      path: call.path,
      onBehalfOf: { email, clientIp: req.ip },
      from: req,
      timeoutMs: options.timeoutMs,
    });
    if (answer.status !== 200) throw new ServiceCallFailed(service, false, new Error(`${service} answered ${answer.status}`));
    return call.response!.parse(answer.body) as ResponseOf<C>;
  }

  router.get(getMyBookings.path, ...(options.limit ? [options.limit] : []), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { token } = getMyBookings.params!.parse(req.params);
    if (!token) {
      res.status(404).json(errorBody('emailAccess.linkNotValid'));
      return;
    }
    try {
      const access = await callService('accounts', options.serviceUrls.accounts, {
        method: resolveEmailAccess.method,
        path: resolveEmailAccess.path,
        body: { token },
        onBehalfOf: { clientIp: req.ip },
        from: req,
        timeoutMs: options.timeoutMs,
      });
      if (access.status === 404) {
        res.status(404).json(errorBody('emailAccess.linkNotValid'));
        return;
      }
      if (access.status !== 200) throw new ServiceCallFailed('accounts', false, new Error(`accounts answered ${access.status}`));
      const { email, expiresAt } = emailAccessSchema.parse(access.body);
      const [bookings, orders] = await Promise.all([
        listOf('reservations', listBookingsByEmail, req, email),
        listOf('catalogue', listOrdersByEmail, req, email),
      ]);
      const answer: MyBookings = { email, expiresAt, bookings, orders };
      res.json(answer);
    } catch (error) {
      if (error instanceof ServiceCallFailed) {
        (req.log ?? options.logger).error({ err: error.cause ?? error, service: error.service }, 'my bookings: a service could not be asked');
        answerServiceFailure(res, req, error);
        return;
      }
      throw error;
    }
  });

  return router;
}

import type { RequestHandler } from 'express';
import type { AvailabilityPublisher } from '@tire/service-kit';

/**
 * Every write this service answers with success may have taken or freed a slot (a booking, a
 * change or cancellation, an admin's status change or move, a payment that failed): the change
 * is announced to every BFF before the answer leaves, so the caller's next availability request,
 * on any BFF instance, already sees it. Reads announce nothing.
 */
export function announceAvailabilityChanges(availability: AvailabilityPublisher): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    const sendJson = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode >= 300) return sendJson(body);
      void availability.changed().then(() => sendJson(body));
      return res;
    };
    next();
  };
}

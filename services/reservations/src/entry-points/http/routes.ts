import {
  createReservation,
  getAvailability,
  IDEMPOTENCY_KEY_HEADER,
  listAvailableSlots,
  listMyReservations,
  listServiceLocations,
  ping,
  RESERVATION_MESSAGES as M,
  trackReservation,
  updateReservation,
} from '@tire/contracts';
import { callerOf, HttpError, mountCall, parseIdempotencyKey, requireSignedIn } from '@tire/service-kit';
import { Router } from 'express';
import type pg from 'pg';
import type { OpeningDaysCache } from '../../data-access/opening-days.js';
import { availabilityOf } from '../../domain/availability.js';
import { bookReservation, type BookingDeps } from '../../domain/book-reservation.js';
import { changeReservation } from '../../domain/change-reservation.js';
import { reservationsOf, trackReservation as trackedReservation } from '../../domain/customer-reservations.js';
import { freeSlotsOfDay } from '../../domain/day-slots.js';

export interface RouteDeps extends BookingDeps {
  pool: pg.Pool;
  openingDays: OpeningDaysCache;
  horizonDays: number;
}

/** A customer's own calls: 401 without a session, before any input is read. */
const signedIn = { authorize: requireSignedIn };

/** The customer's calls of the contract, answered as the BFF proxies them one to one. */
export function reservationRoutes(deps: RouteDeps) {
  const router = Router();

  mountCall(router, ping, () => ({ ok: true }));

  // The catalogue looks up the location an order is collected at.
  mountCall(router, listServiceLocations, () => deps.locations.all(), { from: ['bff', 'catalogue'] });

  mountCall(router, listAvailableSlots, ({ query }) => freeSlotsOfDay(deps, query));

  // The calendar: a range's days (status, free count, times with bays left) and each location's next free time.
  mountCall(router, getAvailability, async ({ query }) => {
    const answer = await availabilityOf(deps, query);
    if (!answer) throw HttpError.notFound(M.locationNotFound);
    return answer;
  });

  mountCall(router, createReservation, async ({ body, req, res }) => {
    const answer = await bookReservation(deps, {
      input: body,
      rawBody: req.body,
      caller: callerOf(req),
      idempotencyKey: parseIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER]),
    });
    if (answer.replayed) res.setHeader('idempotent-replayed', 'true');
    res.status(answer.status);
    return answer.body;
  });

  mountCall(router, listMyReservations, ({ who }) => reservationsOf(deps, who.userId), signedIn);

  mountCall(
    router,
    updateReservation,
    ({ who, params, body, req }) => {
      const change =
        'status' in body
          ? body
          : // The date as sent (the contract keeps only its first ten characters): the use case reads an ISO instant in Helsinki time.
            { scheduledDate: String((req.body as { scheduledDate: string }).scheduledDate).trim(), scheduledTime: body.scheduledTime };
      return changeReservation(deps, { id: String(params.id), caller: who, change });
    },
    { ...signedIn, notFound: M.reservationNotFound },
  );

  mountCall(router, trackReservation, ({ params }) => trackedReservation(deps, params.code));

  return router;
}

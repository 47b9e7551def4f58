import {
  cancelManagedReservation,
  confirmManagedAttendance,
  createReservation,
  getAvailability,
  getManagedReservation,
  getWaitlistOffer,
  bookWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  IDEMPOTENCY_KEY_HEADER,
  listAvailableSlots,
  listMyReservations,
  listServiceLocations,
  moveManagedReservation,
  ping,
  requestManageLink,
  trackReservation,
  updateReservation,
  getSeasonInvitation,
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
import { changeByManageLink, confirmAttendanceByManageLink, managedReservation, sendManageLink } from '../../domain/manage-booking.js';
import { bookWaitlistOffer as bookOffer, waitlistOffer } from '../../domain/book-waitlist-offer.js';
import { joinWaitlist as join, leaveWaitlist as leave } from '../../domain/join-waitlist.js';
import { invitationPrefill } from '../../domain/season-rush.js';

export interface RouteDeps extends BookingDeps {
  pool: pg.Pool;
  openingDays: OpeningDaysCache;
  horizonDays: number;
}

/** A customer's own calls: 401 without a session, before any input is read. */
const signedIn = { authorize: requireSignedIn };

/**
 * A manage link's calls: anyone may ask; the token in the path is the proof, and anything wrong
 * with it is the one neutral 404. What it shows is the guest's booking: no cache may keep it (noStore).
 */
const byManageLink = { notFound: 'manage.linkNotValid', noStore: true } as const;

/** An offer's calls: the token names the offer, or nothing (the neutral 404); never cached, as a manage link's. */
const byOfferLink = { notFound: 'waitlist.offerNotValid', noStore: true } as const;

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
    if (!answer) throw HttpError.of('reservation.locationNotFound');
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
    { ...signedIn, notFound: 'reservation.reservationNotFound' },
  );

  mountCall(router, trackReservation, ({ params }) => trackedReservation(deps, params.code));

  // The track page's "e-mail me the link": the same answer whatever the code (202).
  mountCall(router, requestManageLink, ({ params }) => sendManageLink(deps, params.code), { status: 202 });

  mountCall(router, getManagedReservation, ({ params }) => managedReservation(deps, params.manageToken), byManageLink);

  mountCall(
    router,
    moveManagedReservation,
    ({ params, body, req }) => {
      // The date as sent (the contract keeps only its first ten characters): read as a Helsinki day, as for the owner's move.
      const change = { scheduledDate: String((req.body as { scheduledDate: string }).scheduledDate).trim(), scheduledTime: body.scheduledTime };
      return changeByManageLink(deps, params.manageToken, change);
    },
    byManageLink,
  );

  mountCall(router, cancelManagedReservation, ({ params }) => changeByManageLink(deps, params.manageToken, { status: 'cancelled' }), byManageLink);

  mountCall(router, confirmManagedAttendance, ({ params }) => confirmAttendanceByManageLink(deps, params.manageToken), byManageLink);

  // The waitlist: joining it, and an offer's link (the token in the path is the proof; anything
  // wrong with it is the one neutral 404).
  mountCall(router, joinWaitlist, ({ body, req }) => join(deps, body, callerOf(req)), { status: 201 });

  mountCall(router, getWaitlistOffer, ({ params }) => waitlistOffer(deps, params.offerToken), byOfferLink);

  mountCall(router, bookWaitlistOffer, ({ params, req }) => bookOffer(deps, params.offerToken, callerOf(req)), { ...byOfferLink, status: 201 });

  mountCall(router, leaveWaitlist, ({ params }) => leave(deps, params.leaveToken), { notFound: 'waitlist.leaveLinkNotValid' });

  // A season invitation's link (issue 27, part 5): the token is the proof, no account needed.
  mountCall(router, getSeasonInvitation, ({ params }) => invitationPrefill(deps, params.invitationToken), {
    notFound: 'rush.invitationNotValid',
    noStore: true,
  });

  return router;
}

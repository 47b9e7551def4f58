import { http } from 'msw';
import {
  cancelManagedReservation,
  CUSTOMER_CHANGEABLE_STAGES,
  getManagedReservation,
  helsinkiInstant,
  moveManagedReservation,
  requestManageLink,
  reservationStage,
  SLOT_MINUTES,
  slotHasBegun,
  type ManagedReservation,
  type Reservation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { moveReservation, startOutsideWindow } from './reservation-changes.js';
import { cancelReservation, trackedView } from './reservations.js';

const GUEST = { actorType: 'guest', actorId: null, actorEmail: null, source: 'web' } as const;

/** The booking a manage link opens, as the service decides: a known, unrevoked token of a booking that has not ended. */
function openedBy(db: MockDb, token: unknown): Reservation | undefined {
  const id = typeof token === 'string' ? db.manageLinks.get(token) : undefined;
  const reservation = id === undefined ? undefined : db.reservations.find((item) => item.id === id);
  if (!reservation) return undefined;
  const end = Date.parse(reservation.startsAt) + SLOT_MINUTES * 60_000;
  return db.now().getTime() < end ? reservation : undefined;
}

const managedView = (db: MockDb, reservation: Reservation): ManagedReservation => ({ ...trackedView(db, reservation), startsAt: reservation.startsAt });

/** Anything wrong with a link: one neutral answer. */
const linkNotValid = () => apiError('manage.linkNotValid');

/** The booking policy of a customer's change (the reservations service's): an upcoming booking, before the window closes. */
function policyRefusal(db: MockDb, reservation: Reservation): Response | undefined {
  const stage = reservationStage(reservation.status, reservation.paymentStatus);
  if (!CUSTOMER_CHANGEABLE_STAGES.includes(stage) || Date.parse(reservation.startsAt) <= db.now().getTime()) {
    return apiError('update.notUpcoming');
  }
  if (!startOutsideWindow(db, reservation.startsAt, reservation.serviceType)) return apiError('update.tooLate');
  return undefined;
}

/**
 * A guest's manage link (/manage-booking#token=…): the booking it opens, moved or cancelled by the
 * signed-in owner's rules; a cancellation revokes the link. The track page's "e-mail me the link"
 * answers 202 whatever the code and records it (db.manageLinkRequests).
 */
export const manageBookingHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(getManagedReservation.path), async ({ params }) => {
    await simulateLatency(options);
    const reservation = openedBy(db, params.manageToken);
    if (!reservation) return linkNotValid();
    return contractJson(getManagedReservation.response, managedView(db, reservation));
  }),

  http.post(api(moveManagedReservation.path), async ({ request, params }) => {
    await simulateLatency(options);
    const reservation = openedBy(db, params.manageToken);
    if (!reservation) return linkNotValid();
    const body = await parseBody(request, moveManagedReservation.body);
    if (!body.ok) return body.response;
    const refused = policyRefusal(db, reservation);
    if (refused) return refused;
    const { scheduledDate, scheduledTime } = body.data;
    if (
      !startOutsideWindow(db, helsinkiInstant(scheduledDate, scheduledTime), reservation.serviceType) &&
      !slotHasBegun(scheduledDate, scheduledTime, db.now())
    ) {
      return apiError('update.newStartTooSoon');
    }
    const moved = moveReservation(db, reservation, scheduledDate, scheduledTime, GUEST);
    if (!moved.ok) return apiError(moved.code);
    return contractJson(moveManagedReservation.response, managedView(db, reservation));
  }),

  http.post(api(cancelManagedReservation.path), async ({ params }) => {
    await simulateLatency(options);
    const reservation = openedBy(db, params.manageToken);
    if (!reservation) return linkNotValid();
    const refused = policyRefusal(db, reservation);
    if (refused) return refused;
    cancelReservation(db, reservation, 'customer', GUEST);
    return contractJson(cancelManagedReservation.response, managedView(db, reservation));
  }),

  http.post(api(requestManageLink.path), async ({ params }) => {
    await simulateLatency(options);
    db.manageLinkRequests.push(String(params.code));
    return contractJson(requestManageLink.response, { accepted: true }, { status: 202 });
  }),
];

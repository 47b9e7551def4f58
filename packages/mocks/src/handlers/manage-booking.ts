import { http } from 'msw';
import {
  cancelManagedReservation,
  confirmManagedAttendance,
  getManagedReservation,
  moveManagedReservation,
  requestManageLink,
  SLOT_MINUTES,
  type ManagedReservation,
  type Reservation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { customerChangeRefusal, customerMove } from './reservation-changes.js';
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

/** The answer when the booking policy refuses the change (the signed-in owner's rules, for the guest too). */
function policyRefusal(db: MockDb, reservation: Reservation): Response | undefined {
  const refused = customerChangeRefusal(db, reservation);
  return refused ? apiError(refused) : undefined;
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
    const moved = customerMove(db, reservation, body.data.scheduledDate, body.data.scheduledTime, GUEST);
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

  // The reminder's "I'm coming": kept once (the first answer), for a paid or confirmed booking still to come.
  http.post(api(confirmManagedAttendance.path), async ({ params }) => {
    await simulateLatency(options);
    const reservation = openedBy(db, params.manageToken);
    const stage = reservation && trackedView(db, reservation).stage;
    if (!reservation || !stage || !['paid', 'confirmed', 'in_progress'].includes(stage)) return linkNotValid();
    reservation.customerConfirmedAt ??= db.now().toISOString();
    return contractJson(confirmManagedAttendance.response, managedView(db, reservation));
  }),

  http.post(api(requestManageLink.path), async ({ params }) => {
    await simulateLatency(options);
    db.manageLinkRequests.push(String(params.code));
    return contractJson(requestManageLink.response, { accepted: true }, { status: 202 });
  }),
];

import { http } from 'msw';
import {
  addDays,
  adminMoveReservation,
  dayOfWeek,
  helsinkiWallClock,
  canAdmin,
  centsToEuroText,
  euroTextToCents,
  getAdminStats,
  getPaymentsAttention,
  isAdminActionDue,
  isoDateSchema,
  adminSearchSchema,
  listAdminReservations,
  listReservationEvents,
  reservationStage,
  updateReservationStatus,
  type AdminAction,
  type Reservation,
  type ReservationEventType,
  type ErrorCode,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { adminRowOf, api, apiError, contractJson, guardedBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { moveReservation } from './reservation-changes.js';
import { adminOrderHandlers } from './shop.js';
import { actorOf, cancelReservation, recordReservationEvent, reservationEvents, reservationView } from './reservations.js';

/** The history entry of each admin action. */
const ACTION_EVENTS: Record<Exclude<AdminAction, 'cancelled'>, ReservationEventType> = {
  confirmed: 'confirmed',
  in_progress: 'started',
  completed: 'completed',
  // Stored as completed with its mark, as the service does.
  no_show: 'completed',
};

/** Why the lifecycle refuses an admin action, by the service's code (409). */
function refusalOf(reservation: Reservation, action: AdminAction, now: Date): ErrorCode | undefined {
  const stage = reservationStage(reservation.status, reservation.paymentStatus);
  if (canAdmin(stage, action)) return isAdminActionDue(stage, action, reservation.startsAt, now) ? undefined : 'reservation.notStartedYet';
  if (stage === 'cancelled') return 'reservation.alreadyCancelled';
  if (stage === 'completed') return 'reservation.alreadyCompleted';
  if (stage === 'held' && action === 'confirmed') return 'reservation.confirmNeedsPayment';
  return 'reservation.transitionNotAllowed';
}

/** The admin's stat cards by the reservations service's rules (Helsinki days, weeks from Sunday). */
export function mockAdminStats(reservations: Reservation[], now: Date) {
  const today = helsinkiWallClock(now).date;
  const weekStart = addDays(today, -dayOfWeek(today));
  const weekEnd = addDays(weekStart, 6);
  const active = reservations.filter((item) => item.status !== 'cancelled');
  return {
    today: active.filter((item) => item.scheduledDate === today).length,
    week: active.filter((item) => item.scheduledDate >= weekStart && item.scheduledDate <= weekEnd).length,
    monthRevenue: centsToEuroText(
      reservations
        .filter((item) => item.status === 'completed' && item.scheduledDate.slice(0, 7) === today.slice(0, 7))
        .reduce((sum, item) => sum + euroTextToCents(item.totalPrice), 0),
    ),
    // Paid and waiting for the shop; unpaid holds are counted apart.
    pending: reservations.filter((item) => item.status === 'pending' && item.paymentStatus === 'paid').length,
    unpaidHolds: reservations.filter((item) => item.status === 'pending' && item.paymentStatus !== 'paid').length,
    refundsFailed: reservations.filter((item) => item.refundStatus === 'refund_failed').length,
  };
}

/**
 * The admin calls: 401 for a guest, 403 for a customer, as the BFF and the service answer.
 * Lists are the newest booking first.
 */
export const adminHandlers = (db: MockDb, options: HandlerOptions = {}) => {
  const refusal = () => (!db.user ? apiError('unauthorized') : !db.user.isAdmin ? apiError('admin.forbidden') : undefined);
  const newestFirst = (items: Reservation[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  /** One page, as the service answers it (limit per page, X-Total-Count not needed by the pages). */
  const plate = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  /** The service's search: tracking code, plate (letters and digits only) or contact e-mail containing `q`. */
  const matches = (item: Reservation, q: string) => {
    const text = q.trim().toLowerCase();
    return (
      item.trackingCode.toLowerCase().includes(text) ||
      (plate(q) !== '' && plate(item.registrationNumber).includes(plate(q))) ||
      (item.contactEmail ?? item.guestEmail ?? '').toLowerCase().includes(text)
    );
  };
  /** The reservation of a path's :id, or the refusal or 404 to answer instead. */
  const reservationOf = (id: unknown) => adminRowOf(refusal, db.reservations, id, 'reservation.reservationNotFound');
  const list = (date: string | null, limit: string | null = null, q: string | null = null) => {
    if (date !== null && !isoDateSchema.safeParse(date).success) return apiError('validation', 'Invalid date');
    if (q !== null && !adminSearchSchema.safeParse(q).success) return apiError('validation', 'Invalid search');
    const all = newestFirst(db.reservations.filter((item) => (date === null || item.scheduledDate === date) && (q === null || matches(item, q))));
    return contractJson(
      listAdminReservations.response,
      all.slice(0, Number(limit) || 200).map((item) => reservationView(db, item)),
    );
  };

  return [
    ...adminOrderHandlers(db, options, refusal),
    http.get(api(getPaymentsAttention.path), async () => {
      await simulateLatency(options);
      // The mock has no payments service behind it: nothing ever needs attention.
      return refusal() ?? contractJson(getPaymentsAttention.response, { settlements: { deadLettered: 0, retrying: 0 }, refunds: { failed: 0, retrying: 0 } });
    }),
    http.get(api(getAdminStats.path), async () => {
      await simulateLatency(options);
      return refusal() ?? contractJson(getAdminStats.response, mockAdminStats(db.reservations, db.now()));
    }),
    http.get(api(listAdminReservations.path), async ({ request }) => {
      await simulateLatency(options);
      const params = new URL(request.url).searchParams;
      return refusal() ?? list(params.get('date'), params.get('limit'), params.get('q'));
    }),
    http.get(api('/api/admin/reservations/:date'), async ({ params }) => {
      await simulateLatency(options);
      return refusal() ?? list(String(params.date));
    }),
    http.patch(api(updateReservationStatus.path), async ({ request, params }) => {
      await simulateLatency(options);
      const call = await guardedBody(reservationOf(params.id), request, updateReservationStatus.body);
      if (!call.ok) return call.response;
      const { subject: reservation, data } = call;
      const action = data.status;
      const notAllowed = refusalOf(reservation, action, db.now());
      if (notAllowed) return apiError(notAllowed);
      const actor = actorOf(db, 'admin');
      if (action === 'cancelled') cancelReservation(db, reservation, 'admin', actor);
      else {
        const fromStatus = reservation.status;
        const toStatus = action === 'no_show' ? 'completed' : action;
        reservation.status = toStatus;
        if (action === 'no_show') reservation.noShow = true;
        recordReservationEvent(db, reservation, ACTION_EVENTS[action], actor, {
          fromStatus,
          toStatus,
          ...(action === 'no_show' ? { details: { noShow: true } } : {}),
        });
      }
      return contractJson(updateReservationStatus.response, reservationView(db, reservation));
    }),
    http.get(api(listReservationEvents.path), async ({ params }) => {
      await simulateLatency(options);
      const reservation = reservationOf(params.id);
      if (reservation instanceof Response) return reservation;
      return contractJson(listReservationEvents.response, reservationEvents(db, reservation));
    }),
    // An admin may move a booking inside the customer's policy window too (the page asks first).
    http.patch(api(adminMoveReservation.path), async ({ request, params }) => {
      await simulateLatency(options);
      const call = await guardedBody(reservationOf(params.id), request, adminMoveReservation.body);
      if (!call.ok) return call.response;
      const { subject: reservation, data } = call;
      if (reservation.status === 'cancelled') return apiError('reservation.alreadyCancelled');
      if (reservation.status === 'completed') return apiError('reservation.alreadyCompleted');
      const moved = moveReservation(db, reservation, data.scheduledDate, data.scheduledTime, actorOf(db, 'admin'));
      if (!moved.ok) return apiError(moved.code);
      return contractJson(adminMoveReservation.response, reservationView(db, reservation));
    }),
  ];
};

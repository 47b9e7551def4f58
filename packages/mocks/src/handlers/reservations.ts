import { http } from 'msw';
import {
  centsToEuroText,
  createReservation,
  createReservationBodySchema,
  CUSTOMER_CHANGEABLE_STAGES,
  EXTRA_PRICES_CENTS,
  EXTRA_SERVICES,
  freeChangeUntil,
  IDEMPOTENCY_KEY_HEADER,
  listMyReservations,
  missingGuestContact,
  reservationStage,
  SERVICE_PRICES_CENTS,
  trackReservation,
  type ActorType,
  type CancellationReason,
  type EventSource,
  type ExtraService,
  type Reservation,
  type ReservationEvent,
  type ReservationEventType,
  type TrackedReservation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, invalidField, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { bookingDay } from '../db.js';
import { mockDayProblem } from './available-slots.js';

const chosenExtras = (reservation: Reservation): ExtraService[] => {
  try {
    const ids = JSON.parse(reservation.additionalServices) as unknown;
    return Array.isArray(ids) ? EXTRA_SERVICES.filter((extra) => ids.includes(extra)) : [];
  } catch {
    return [];
  }
};

/**
 * A reservation as the service answers it: the stored row plus what the lifecycle says about it
 * (stage, extras with prices, the policy window, the location). Stored lifecycle facts
 * (cancellationReason, refundStatus, refundAmount, holdExpiresAt) are kept as they are.
 */
export function reservationView(db: MockDb, reservation: Reservation): Reservation {
  const stage = reservationStage(reservation.status, reservation.paymentStatus);
  const location = db.findLocation(reservation.locationId);
  const until = freeChangeUntil(reservation.startsAt, reservation.serviceType);
  const holdExpiresAt =
    reservation.holdExpiresAt !== undefined
      ? reservation.holdExpiresAt
      : stage === 'held'
        ? new Date(Date.parse(reservation.createdAt) + db.holdMinutes * 60_000).toISOString()
        : null;
  return {
    ...reservation,
    holdExpiresAt: stage === 'held' ? holdExpiresAt : null,
    stage,
    cancellationReason: reservation.cancellationReason ?? null,
    refundStatus: reservation.refundStatus ?? null,
    refundAmount: reservation.refundAmount ?? null,
    extras: chosenExtras(reservation).map((id) => ({ id, price: centsToEuroText(EXTRA_PRICES_CENTS[id]) })),
    servicePrice: centsToEuroText(SERVICE_PRICES_CENTS[reservation.serviceType]),
    freeChangeUntil: until.toISOString(),
    customerCanChange: CUSTOMER_CHANGEABLE_STAGES.includes(stage) && db.now().getTime() < until.getTime(),
    locationName: location?.name,
    locationAddress: location?.address,
  };
}

/** What anyone holding the tracking code may see (as the service answers): no personal data. */
export function trackedView(db: MockDb, reservation: Reservation): TrackedReservation {
  const view = reservationView(db, reservation);
  return {
    trackingCode: view.trackingCode,
    status: view.status,
    scheduledDate: view.scheduledDate,
    scheduledTime: view.scheduledTime,
    locationId: view.locationId,
    serviceType: view.serviceType,
    totalPrice: view.totalPrice,
    notes: null, // free text stays with the owner and the admin (as the service answers)
    paymentStatus: view.paymentStatus,
    holdExpiresAt: view.holdExpiresAt,
    stage: view.stage,
    cancellationReason: view.cancellationReason,
    refundStatus: view.refundStatus,
    refundAmount: view.refundAmount,
    extras: view.extras,
    servicePrice: view.servicePrice,
    freeChangeUntil: view.freeChangeUntil,
    customerCanChange: view.customerCanChange,
    locationName: view.locationName,
    locationAddress: view.locationAddress,
    ...(view.customerConfirmedAt ? { customerConfirmedAt: view.customerConfirmedAt } : {}),
  };
}

interface Actor {
  actorType: ActorType;
  actorId: string | null;
  actorEmail: string | null;
  source: EventSource;
}

/** Each mock database's recorded history (the service's event table). */
const histories = new WeakMap<MockDb, ReservationEvent[]>();
const historyOf = (db: MockDb) => {
  let events = histories.get(db);
  if (!events) histories.set(db, (events = []));
  return events;
};

/** The acting user of a request: the signed-in admin or customer, or a guest. */
export function actorOf(db: MockDb, source: EventSource): Actor {
  const user = db.user;
  if (!user) return { actorType: 'guest', actorId: null, actorEmail: null, source };
  return { actorType: user.isAdmin && source === 'admin' ? 'admin' : 'customer', actorId: user.id, actorEmail: user.email, source };
}

/** Appends one entry to a reservation's history. */
export function recordReservationEvent(
  db: MockDb,
  reservation: Reservation,
  type: ReservationEventType,
  actor: Actor,
  change: { fromStatus?: Reservation['status'] | null; toStatus?: Reservation['status'] | null; details?: Record<string, unknown> } = {},
) {
  const events = historyOf(db);
  events.push({
    id: events.length + 1000,
    type,
    fromStatus: change.fromStatus ?? null,
    toStatus: change.toStatus ?? null,
    ...actor,
    details: { reservationId: reservation.id, ...change.details },
    at: db.now().toISOString(),
  });
}

/**
 * A reservation's history, oldest first. Bookings made before the mock kept history (fixtures,
 * db.book) start with their creation, and a payment taken by the payments mock shows as paid.
 */
export function reservationEvents(db: MockDb, reservation: Reservation): ReservationEvent[] {
  const recorded = historyOf(db).filter((event) => event.details.reservationId === reservation.id);
  const created: ReservationEvent = {
    id: reservation.id * 10,
    type: 'created',
    fromStatus: null,
    toStatus: 'pending',
    actorType: 'guest',
    actorId: null,
    actorEmail: reservation.guestEmail,
    source: 'web',
    details: { scheduledDate: reservation.scheduledDate, scheduledTime: reservation.scheduledTime },
    at: reservation.createdAt,
  };
  const paid: ReservationEvent[] =
    reservation.paymentStatus === 'paid' && !recorded.some((event) => event.type === 'paid')
      ? [
          {
            ...created,
            id: created.id + 1,
            type: 'paid',
            toStatus: null,
            actorType: 'system',
            actorEmail: null,
            source: 'payments',
            details: { amount: reservation.totalPrice },
          },
        ]
      : [];
  return [created, ...paid, ...recorded.map(({ details: { reservationId: _id, ...details }, ...event }) => ({ ...event, details }))];
}

/**
 * Cancels a reservation with its reason; money already taken is refunded in full (the local
 * provider refunds at once, so the mock goes straight to refunded).
 */
export function cancelReservation(db: MockDb, reservation: Reservation, reason: CancellationReason, actor: Actor) {
  const fromStatus = reservation.status;
  // Its guest's manage links open nothing any more, whoever cancelled.
  db.revokeManageLinks(reservation.id);
  reservation.status = 'cancelled';
  reservation.cancellationReason = reason;
  reservation.holdExpiresAt = null;
  recordReservationEvent(db, reservation, 'cancelled', actor, { fromStatus, toStatus: 'cancelled', details: { reason } });
  if (reservation.paymentStatus === 'paid') {
    const system: Actor = { actorType: 'system', actorId: 'refunds', actorEmail: null, source: 'payments' };
    reservation.refundStatus = 'refunded';
    reservation.refundAmount = reservation.totalPrice;
    recordReservationEvent(db, reservation, 'refund_requested', system, { details: { amount: reservation.totalPrice } });
    recordReservationEvent(db, reservation, 'refunded', system, { details: { amount: reservation.totalPrice } });
  }
}

export const reservationHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.post(api(createReservation.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, createReservationBodySchema);
    if (!body.ok) return body.response;
    if (!db.user && missingGuestContact(body.data)) return invalidField('guestName', 'reservation.guestContactRequired');
    // A holiday, a closure or a day past the horizon is refused whatever the time (422), as the service does.
    const dayProblem = db.findLocation(body.data.locationId) && mockDayProblem(db, body.data.locationId, bookingDay(body.data.scheduledDate));
    if (dayProblem) return apiError(`availability.${dayProblem}`);
    const result = db.book(body.data, request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
    if (!result.ok) return apiError(`reservation.${result.reason}`);
    return contractJson(createReservation.response, reservationView(db, result.reservation), { status: 201 });
  }),

  http.get(api('/api/reservations/track/:code'), async ({ params }) => {
    await simulateLatency(options);
    const reservation = db.findByTrackingCode(String(params.code));
    if (!reservation) return apiError('reservation.reservationNotFound');
    return contractJson(trackReservation.response, trackedView(db, reservation));
  }),

  http.get(api(listMyReservations.path), async () => {
    await simulateLatency(options);
    const user = db.user;
    if (!user) return apiError('unauthorized');
    return contractJson(
      listMyReservations.response,
      db.reservations.filter((item) => item.guestEmail === user.email).map((item) => reservationView(db, item)),
    );
  }),
];

import { helsinkiInstant, slotProblem, type ChooseOrderFittingBody } from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type { z } from 'zod';
import type { holdOrderFittingBodySchema } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { Prisma } from '../data-access/database.js';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { appendEvent, type Actor } from '../data-access/reservation-events.js';
import { insertIntoFreeBay } from '../data-access/reservations-repository.js';
import { lockReservation, setReservationStatus } from '../data-access/status-changes.js';
import type { RunSql } from '../data-access/waitlist.js';
import { assertBookableDay } from './book-reservation.js';
import { cancelLockedReservation } from './cancel-reservation.js';
import { assertPlaceNotOffered } from './offered-places.js';

const S = `"${DB_SCHEMA}"`;

/** The service a fitting of bought tires is: a tire change, at price 0 (included in the tires' price). */
export const ORDER_FITTING_SERVICE = 'tire_change';

export interface OrderFittingDeps {
  prisma: Prisma;
  pool: pg.Pool;
  locations: LocationCache;
  openingDays?: OpeningDaysCache;
  horizonDays?: number;
  now: () => Date;
}

export type HoldOrderFittingInput = z.output<typeof holdOrderFittingBodySchema>;

/** The order's own changes: its payment (source payments) or its cancellation (the catalogue's notifier, a job). */
const orderActor = (orderId: number, source: 'payments' | 'job'): Actor => ({ type: 'system', id: `order:${orderId}`, source });

const liveFittingOf = async (client: pg.PoolClient, orderId: number) =>
  (await client.query<{ id: number }>(`SELECT id FROM ${S}."reservations" WHERE order_id = $1 AND status <> 'cancelled' FOR UPDATE`, [orderId])).rows[0]?.id;

/**
 * Holds the fitting slot of a tire order (PUT /internal/order-fittings/:orderId, the catalogue's
 * call): the same rules as any booking (a slot of the opening hours that has not begun, an open
 * day inside the horizon, a place no waitlist offer holds, a free bay chosen by the database), and
 * a day no earlier than the order's first fitting day. A time chosen again replaces the order's
 * earlier fitting (cancelled without an e-mail, in the same transaction), so an order holds one
 * slot. No e-mail: the order's confirmation carries the fitting. Price 0: the order's payment
 * covers it; the order's hold, not this service's sweeper, releases it unpaid.
 */
export async function holdOrderFitting(deps: OrderFittingDeps, orderId: number, input: HoldOrderFittingInput) {
  const { date, time } = input satisfies ChooseOrderFittingBody;
  if (date < input.earliestDate) throw HttpError.invalid('date', 'fitting.tooEarly');
  const location = await deps.locations.byId(input.locationId);
  if (!location) throw HttpError.of('reservation.locationNotFound');
  const problem = slotProblem(date, time, location.openingHours, deps.now());
  if (problem === 'outsideHours') throw HttpError.of('reservation.slotOutsideHours');
  if (problem === 'inPast') throw HttpError.of('reservation.slotInPast');
  await assertBookableDay(deps, location.id, date, deps.now());
  const id = await deps.prisma.$transaction(async (tx) => {
    const run: RunSql = (text, values) => tx.$queryRawUnsafe(text, ...values);
    await assertPlaceNotOffered(run, { locationId: location.id, date, time }, location.capacity);
    // The earlier choice goes first, so the order never holds two slots (the partial unique index agrees).
    const earlier = await tx.$queryRawUnsafe<{ id: number }[]>(
      `UPDATE ${S}."reservations" SET status = 'cancelled', cancellation_reason = 'customer', cancelled_at = now(), money_settled_at = now(),
         calendar_sequence = calendar_sequence + 1, updated_at = now()
       WHERE order_id = $1 AND status <> 'cancelled' RETURNING id`,
      orderId,
    );
    const newId = await insertIntoFreeBay(
      tx,
      {
        serviceType: ORDER_FITTING_SERVICE,
        locationId: location.id,
        scheduledDate: date,
        scheduledTime: time,
        startsAt: helsinkiInstant(date, time),
        userId: input.userId,
        registrationNumber: '',
        vehicleModel: '',
        tireSize: input.tireSize,
        guestName: null,
        guestEmail: null,
        contactEmail: input.email,
        guestPhone: null,
        guestAddress: null,
        guestApartment: null,
        guestPostalCode: null,
        additionalServices: [],
        totalCents: 0,
        notes: null,
        language: input.language,
        clientKey: null,
        timeChosenAt: deps.now(),
      },
      location.capacity,
    );
    if (newId === undefined) throw HttpError.of('reservation.slotUnavailable');
    await tx.$executeRawUnsafe(`UPDATE ${S}."reservations" SET order_id = $2 WHERE id = $1`, newId, orderId);
    for (const row of earlier) {
      await tx.reservationEvent.create({
        data: {
          reservationId: row.id,
          type: 'cancelled',
          fromStatus: 'pending',
          toStatus: 'cancelled',
          actorType: 'customer',
          actorId: input.userId,
          source: 'web',
          details: { reason: 'fitting time changed', orderId, replacedBy: newId },
        },
      });
    }
    await tx.reservationEvent.create({
      data: { reservationId: newId, type: 'created', toStatus: 'pending', actorType: 'customer', actorId: input.userId, source: 'web', details: { orderId } },
    });
    return newId;
  });
  const row = await deps.prisma.reservation.findUniqueOrThrow({ where: { id }, include: { location: true } });
  return {
    reservationId: row.id,
    trackingCode: row.trackingCode,
    locationId: row.locationId,
    locationName: row.location.name,
    locationAddress: row.location.address ?? null,
    date,
    time,
    startsAt: row.startsAt.toISOString(),
  };
}

/**
 * What became of the order (POST /internal/order-fittings/:orderId/state, sent by the catalogue
 * until acknowledged): paid -> the fitting is paid (price 0) and confirmed, the time is the
 * customer's; cancelled -> the fitting is cancelled and its bay freed at once, without an e-mail of
 * its own (the order's cancellation is the news). Idempotent: a fitting already in that state, or
 * none, answers as it is.
 */
export async function settleOrderFitting(deps: Pick<OrderFittingDeps, 'pool'>, orderId: number, state: 'paid' | 'cancelled') {
  return inTransaction(deps.pool, async (client) => {
    const id = await liveFittingOf(client, orderId);
    if (id === undefined) return { orderId, reservationId: null, status: null };
    const current = (await lockReservation(client, id))!;
    const actor = orderActor(orderId, state === 'paid' ? 'payments' : 'job');
    if (state === 'cancelled') {
      await cancelLockedReservation(client, current, 'customer', actor, { notify: false, details: { orderId, reason: 'order cancelled' } });
      return { orderId, reservationId: id, status: 'cancelled' };
    }
    if (current.paymentStatus !== 'paid') {
      await client.query(`UPDATE ${S}."reservations" SET payment_status = 'paid', updated_at = now() WHERE id = $1`, [id]);
      await appendEvent(client, { reservationId: id, type: 'paid', actor, details: { orderId, amountCents: 0 } });
    }
    if (current.status === 'pending') {
      await setReservationStatus(client, current, 'confirmed');
      await appendEvent(client, { reservationId: id, type: 'confirmed', from: 'pending', to: 'confirmed', actor, details: { orderId } });
    }
    return { orderId, reservationId: id, status: 'confirmed' };
  });
}

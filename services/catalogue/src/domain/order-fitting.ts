import {
  earliestDayAfterLead,
  helsinkiDateOf,
  LEAD_TIMES_WORKING_DAYS,
  type ChooseOrderFittingBody,
  type OrderFitting,
  type OrderFittingStatus,
  type TireOrder,
} from '@tire/contracts';
import { HttpError, sendMoneyNotices, startMoneyNotices, type Logger, type MoneyNotices } from '@tire/service-kit';
import type pg from 'pg';
import type { Prisma } from '../data-access/database.js';
import { acknowledgeFittingNotice, pendingFittingNotices, type FittingNotice } from '../data-access/fitting-notices.js';
import type { FittingsClient } from '../data-access/fittings-client.js';
import type { Order } from '../generated/prisma/client.js';
import { changeOrderStatus, type AdminOrderDeps } from './admin-orders.js';
import { toTireOrder } from './views.js';

/**
 * The first day an order's tires can be fitted (tire-rules.ts' lead times, in working days): every
 * tire on the shelf -> the shop's preparation time; any tire to come from the supplier -> the
 * delivery time. `stock` is what the shelf held before this order took its tires.
 */
export function fittingEarliestDay(today: string, lines: readonly { quantity: number; stock: number }[]): string {
  const allInStock = lines.every((line) => line.stock >= line.quantity);
  return earliestDayAfterLead(today, allInStock ? LEAD_TIMES_WORKING_DAYS.orderPreparation : LEAD_TIMES_WORKING_DAYS.orderDelivery);
}

/** The Helsinki date of a DATE column. */
const dateText = (value: Date) => value.toISOString().slice(0, 10);

/** The order's fitting as the customer and the admin see it; null before one is chosen. */
export function orderFittingOf(row: Order): OrderFitting | null {
  if (row.fittingReservationId === null || !row.fittingDate || !row.fittingStartsAt || !row.fittingTime) return null;
  return {
    reservationId: row.fittingReservationId,
    trackingCode: row.fittingTrackingCode ?? '',
    locationId: row.fittingLocationId ?? row.locationId ?? 0,
    locationName: row.fittingLocationName ?? '',
    locationAddress: row.fittingLocationAddress,
    date: dateText(row.fittingDate),
    time: row.fittingTime,
    startsAt: row.fittingStartsAt.toISOString(),
    status: (row.fittingStatus ?? 'held') as OrderFittingStatus,
  };
}

export interface FittingDeps {
  prisma: Prisma;
  fittings: FittingsClient;
  now: () => Date;
}

/**
 * The customer chooses the fitting time of their own unpaid order with installation (PUT
 * /api/tire-orders/:id/fitting): at the order's fitting location, on a day no earlier than the
 * order's first fitting day (refused here, and again by the reservations service with the slot
 * rules of every booking). The reservations service holds the slot (price 0); the order keeps its
 * facts. Someone else's order reads as not found.
 */
export async function chooseFitting(deps: FittingDeps, userId: string | undefined, orderId: number, body: ChooseOrderFittingBody) {
  if (!userId) throw HttpError.of('unauthorized');
  const order = await deps.prisma.order.findFirst({ where: { id: orderId, userId }, include: { lines: true } });
  if (!order) throw HttpError.of('payment.orderNotFound');
  if (order.status !== 'pending' || !order.installationRequested || order.locationId === null) throw HttpError.of('fitting.notFittable');
  const earliestDate = order.fittingEarliestDate ? dateText(order.fittingEarliestDate) : fittingEarliestDay(helsinkiDateOf(deps.now()), []);
  if (body.date < earliestDate) throw HttpError.invalid('date', 'fitting.tooEarly');
  const held = await deps.fittings.hold(orderId, {
    locationId: order.locationId,
    date: body.date,
    time: body.time,
    earliestDate,
    userId,
    email: order.email,
    language: order.language,
    tireSize: [...new Set(order.lines.map((line) => line.productSize).filter(Boolean))].join(', ').slice(0, 100),
  });
  // Only a still unpaid order takes the choice; one the hold released meanwhile gets its slot freed by the notifier.
  const { count } = await deps.prisma.order.updateMany({
    where: { id: orderId, status: 'pending' },
    data: {
      fittingReservationId: held.reservationId,
      fittingTrackingCode: held.trackingCode,
      fittingLocationId: held.locationId,
      fittingLocationName: held.locationName,
      fittingLocationAddress: held.locationAddress,
      fittingDate: new Date(`${held.date}T00:00:00Z`),
      fittingTime: held.time,
      fittingStartsAt: new Date(held.startsAt),
      fittingStatus: 'held',
    },
  });
  if (count === 0) {
    await deps.fittings.settle(orderId, 'cancelled').catch(() => undefined);
    throw HttpError.of('fitting.notFittable');
  }
  return { orderId, fitting: { ...held, status: 'held' as const }, fittingEarliestDate: earliestDate };
}

/** Before the tires are ready at the location the customer may cancel the whole order themselves. */
const CUSTOMER_CANCELLABLE = ['pending', 'paid'];

/**
 * The customer cancels their own order (POST /api/tire-orders/:id/cancel): the same cancellation as
 * an administrator's (tires back on the shelf, the fitting freed, a paid order refunded in full by
 * the money notifier), recorded with the customer as actor. Someone else's order reads as not found;
 * an order already ready, fitted or cancelled is refused (409).
 */
export async function cancelOwnOrder(deps: AdminOrderDeps, userId: string | undefined, orderId: number): Promise<TireOrder> {
  if (!userId) throw HttpError.of('unauthorized');
  const order = await deps.prisma.order.findFirst({ where: { id: orderId, userId } });
  if (!order) throw HttpError.of('payment.orderNotFound');
  if (!CUSTOMER_CANCELLABLE.includes(order.status)) throw HttpError.of('order.illegalTransition', { from: order.status, to: 'cancelled' });
  await changeOrderStatus(deps, orderId, 'cancelled', { type: 'customer', id: userId, source: 'web' }, { reason: 'customer' });
  return toTireOrder(await deps.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true } }), deps.holdMinutes);
}

export interface FittingNotifierDeps {
  pool: pg.Pool;
  fittings: FittingsClient;
  logger: Logger;
}

/** What became of orders with a fitting, on service-kit's notices (sent until acknowledged, in order). */
const fittingNotices = ({ pool, fittings, logger }: FittingNotifierDeps): MoneyNotices<FittingNotice, unknown> => ({
  logger,
  pending: (limit) => pendingFittingNotices(pool, limit),
  send: (notice) => fittings.settle(notice.id, notice.state),
  acknowledge: (notice) => acknowledgeFittingNotice(pool, notice),
  logFields: (notice) => ({ orderId: notice.id, fitting: notice.state }),
});

/** Tells the reservations service of every paid or cancelled order with a fitting it has not heard of yet. */
export const notifyFittings = (deps: FittingNotifierDeps, batchSize = 50) => sendMoneyNotices({ ...fittingNotices(deps), batchSize });

/** Runs the fitting notices every intervalMs: a cancelled order's slot is free within one interval. */
export const startFittingNotifier = (deps: FittingNotifierDeps, intervalMs: number) => startMoneyNotices('fitting notifier', fittingNotices(deps), intervalMs);

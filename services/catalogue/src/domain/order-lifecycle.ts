import { type ActorType, type EventSource, type OrderEventType, type OrderStatus } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';

/**
 * The one table of how an order may move (issue 9). Every change of an order's status goes
 * through `assertTransition` (placing, paying, the hold sweeper's SQL names the same pairs):
 *
 *   pending (unpaid, tires held) -> paid -> ready (at the chosen location) -> fitted | picked_up
 *   pending | paid | ready -> cancelled (a paid one then owes a refund)
 *
 * cancelled -> paid is the one way back, and only for a payment that succeeded after the hold had
 * released the order and its tires could be taken from stock again (markOrderPaid checks that).
 * processing and delivered are the spec's values, kept for orders that carry them.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['ready', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['fitted', 'picked_up', 'cancelled'],
  cancelled: ['paid'],
  delivered: [],
  fitted: [],
  picked_up: [],
};

/** The event an order's history records for arriving at a status. */
export const EVENT_OF_STATUS: Readonly<Record<OrderStatus, OrderEventType>> = {
  pending: 'created',
  paid: 'paid',
  processing: 'paid',
  ready: 'ready',
  fitted: 'fitted',
  picked_up: 'picked_up',
  delivered: 'picked_up',
  cancelled: 'cancelled',
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** Refuses (409) a change the table does not allow, naming both states. */
export function assertTransition(from: OrderStatus, to: OrderStatus) {
  if (!canTransition(from, to)) throw HttpError.of('order.illegalTransition', { from, to, allowed: ORDER_TRANSITIONS[from] });
}

/** Who changed an order and through what, as its history records it. */
export interface OrderActor {
  type: ActorType;
  id?: string | null;
  source: EventSource;
}

/** The payments service reporting a payment's outcome (a webhook or a verification behind it). */
export const PAYMENTS_ACTOR: OrderActor = { type: 'system', source: 'payments' };
// The hold sweeper's own actor (system, job) is written with its releases, in data-access/order-holds.ts.

/** An administrator acting from the admin page (the BFF's admin identity). */
export const adminActor = (adminId: string): OrderActor => ({ type: 'admin', id: adminId, source: 'admin' });

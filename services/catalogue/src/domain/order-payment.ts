import { INTERNAL_ORDER_MESSAGES, type InternalOrder, type OrderStatus } from '@tire/contracts';
import { HttpError, type Logger } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';
import { appendOrderEvent } from '../data-access/order-events.js';
import { lockOrder, retakeStock } from '../data-access/order-stock.js';
import { writeEvent } from '../data-access/outbox.js';
import { assertTransition, PAYMENTS_ACTOR } from './order-lifecycle.js';
import { toInternalOrder, toOrderPaidEvent } from './views.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

export interface PaymentDeps {
  prisma: Prisma;
  now: () => Date;
  logger?: Logger;
  /** How long an unpaid order holds its tires (ORDER_HOLD_MINUTES): the payments service reads when it ends. */
  holdMinutes: number;
}

async function findOrder(deps: PaymentDeps, id: number) {
  const order = Number.isSafeInteger(id) && id > 0 ? await deps.prisma.order.findUnique({ where: { id } }) : null;
  if (!order) throw HttpError.of('payment.orderNotFound');
  return order;
}

export async function getOrderForPayment(deps: PaymentDeps, id: number): Promise<InternalOrder> {
  return toInternalOrder(await findOrder(deps, id), deps.holdMinutes);
}

type PaidOutcome = 'justPaid' | 'paidAfterRelease' | 'refundDue' | 'unchanged';

/**
 * pending -> paid, exactly once: the order's row is locked, so of any number of concurrent
 * reports (webhook, verification, retries) only the first moves it and is told `justPaid` (so
 * only it sends the receipt). Later reports get the paid order back.
 *
 * A payment can succeed after the hold sweeper released the order (the customer opened the card
 * form just before the hold ran out, or a processing payment settled late). The money is real, so
 * the report is never refused, and never turned into a paid order without tires either:
 * - the tires are taken from stock again, all of them, if they are all still there: the order is
 *   paid as if the hold had not run out (as a reservation paid late takes a free bay again);
 * - otherwise (someone bought them meanwhile) the order stays cancelled and `refundDueAt` records
 *   that the money must go back, with a warning in the log. It is answered 200, not 409: the
 *   payments service then counts the payment as settled instead of sending it again forever,
 *   and the order's record (refund_due_at, indexed) is where the refund is picked up. Taking
 *   stock below zero or selling tires that are not there is never the answer.
 * An order cancelled for any other reason is refused (409), as before.
 *
 * The move to paid follows the lifecycle table (order-lifecycle.ts), is recorded in the order's
 * history, and writes exactly one `order.paid` event (the order confirmation e-mail) to the outbox
 * in the same transaction: no e-mail for a payment that did not commit, never two for one order.
 */
export async function markOrderPaid(deps: PaymentDeps, id: number, { amountCents }: { amountCents: number }): Promise<InternalOrder & { justPaid: boolean }> {
  const order = await findOrder(deps, id);
  if (amountCents !== order.totalCents) {
    throw HttpError.saying('conflict', INTERNAL_ORDER_MESSAGES.amountMismatch, { totalCents: order.totalCents });
  }
  const outcome = await deps.prisma.$transaction(
    async (tx): Promise<PaidOutcome> => {
      const locked = await lockOrder(tx, id);
      if (!locked) throw HttpError.of('payment.orderNotFound');
      const from = locked.status as OrderStatus;
      if (from === 'pending') {
        await payOrder(tx, deps, id, from);
        return 'justPaid';
      }
      if (from !== 'cancelled') return 'unchanged';
      if (!locked.holdReleasedAt) throw HttpError.saying('conflict', INTERNAL_ORDER_MESSAGES.notPayable);
      if (locked.refundDueAt) return 'unchanged';
      if (await retakeStock(tx, id)) {
        await payOrder(tx, deps, id, from, { afterHoldExpired: true });
        return 'paidAfterRelease';
      }
      await tx.order.update({ where: { id }, data: { refundDueAt: deps.now(), refundStatus: 'refund_pending' } });
      await appendOrderEvent(tx, {
        orderId: id,
        type: 'refund_due',
        from,
        to: 'cancelled',
        actor: PAYMENTS_ACTOR,
        details: { amountCents: order.totalCents, reason: 'paid after the hold expired, tires sold' },
        at: deps.now(),
      });
      return 'refundDue';
    },
    // Like placing an order, this waits on product row locks that busy buyers hold.
    { maxWait: 10_000, timeout: 20_000 },
  );
  if (outcome === 'paidAfterRelease') {
    deps.logger?.info({ orderId: id }, 'order paid after its hold ran out: its tires were taken from stock again');
  }
  if (outcome === 'refundDue') {
    deps.logger?.warn({ orderId: id, totalCents: order.totalCents }, 'order paid after its hold ran out and its tires are sold: refund due');
  }
  const justPaid = outcome === 'justPaid' || outcome === 'paidAfterRelease';
  return { ...toInternalOrder(await findOrder(deps, id), deps.holdMinutes), justPaid };
}

/** pending (or released) -> paid: the status, its history event and the order.paid outbox event, in the caller's transaction. */
async function payOrder(tx: Transaction, deps: PaymentDeps, id: number, from: OrderStatus, details?: Record<string, unknown>) {
  assertTransition(from, 'paid');
  const paidAt = deps.now();
  const before = await tx.order.findUniqueOrThrow({ where: { id }, select: { fittingStatus: true } });
  // A fitting held for the order is booked by the same payment (the fitting notifier tells the reservations service).
  const fitting = before.fittingStatus === 'held' ? { fittingStatus: 'booked', fittingNotifyDueAt: paidAt } : {};
  const order = await tx.order.update({
    where: { id },
    data: { status: 'paid', paidAt, lastPaymentError: null, ...fitting },
    include: { lines: { include: { product: true } } },
  });
  await appendOrderEvent(tx, { orderId: id, type: 'paid', from, to: 'paid', actor: PAYMENTS_ACTOR, details, at: paidAt });
  await writeEvent(tx, 'order.paid', toOrderPaidEvent(order));
}

/**
 * A failed card payment leaves the order pending, so the customer can try again, with the
 * provider's message noted. A failure reported after a success (events out of order) changes
 * nothing: a paid order stays paid.
 */
export async function markOrderPaymentFailed(deps: PaymentDeps, id: number, message?: string): Promise<InternalOrder> {
  await findOrder(deps, id);
  const error = message?.trim() || 'Payment failed';
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id, status: 'pending' },
      data: { lastPaymentError: error, lastPaymentFailedAt: deps.now() },
    });
    if (count > 0) {
      await appendOrderEvent(tx, {
        orderId: id,
        type: 'payment_failed',
        from: 'pending',
        to: 'pending',
        actor: PAYMENTS_ACTOR,
        details: { message: error },
        at: deps.now(),
      });
    }
  });
  return toInternalOrder(await findOrder(deps, id), deps.holdMinutes);
}

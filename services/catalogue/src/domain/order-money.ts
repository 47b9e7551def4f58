import { INTERNAL_ORDER_MESSAGES, type OrderCancelledAnswer, type OrderRefundStateBody, type OrderStatus } from '@tire/contracts';
import { HttpError, sendMoneyNotices, startMoneyNotices, type Logger, type MoneyNotices } from '@tire/service-kit';
import type pg from 'pg';
import type { Prisma } from '../data-access/database.js';
import { appendOrderEvent } from '../data-access/order-events.js';
import { acknowledgeOrderMoneyNotice, pendingOrderMoneyNotices } from '../data-access/order-money-notices.js';
import { lockOrder } from '../data-access/order-stock.js';
import { writeEvent } from '../data-access/outbox.js';
import { createPaymentsClient, type PaymentsClient } from '../data-access/payments-client.js';
import { PAYMENTS_ACTOR } from './order-lifecycle.js';
import { languageOf } from './views.js';

export interface OrderMoneyDeps {
  prisma: Prisma;
  now: () => Date;
  logger?: Logger;
}

const EVENT_OF_REFUND = { refund_pending: 'refund_requested', refunded: 'refunded', refund_failed: 'refund_failed' } as const;

/**
 * The payments service reports a refund's state (reportOrderRefund). Each change is recorded on
 * the order (refund state, id, amount) and in its history; when the money is back, one
 * `refund.completed` event (kind 'order') goes to the outbox in the same transaction, so the
 * customer is told once. Idempotent: the same state again changes nothing, and a completed refund
 * stays completed (a late report of an older state is ignored). Only a cancelled order is
 * refunded (409 otherwise: money of a live order is never given back silently).
 */
export async function recordOrderRefund(deps: OrderMoneyDeps, id: number, report: OrderRefundStateBody) {
  return deps.prisma.$transaction(async (tx) => {
    const locked = Number.isSafeInteger(id) && id > 0 ? await lockOrder(tx, id) : undefined;
    if (!locked) throw HttpError.of('payment.orderNotFound');
    const order = await tx.order.findUniqueOrThrow({ where: { id } });
    if (order.status !== 'cancelled') throw HttpError.saying('conflict', INTERNAL_ORDER_MESSAGES.refundNotCancelled, { status: order.status });
    const sameReport = order.refundStatus === report.status && order.refundId === report.refundId;
    if (sameReport || order.refundStatus === 'refunded') {
      return { id, refundStatus: order.refundStatus };
    }
    await tx.order.update({
      where: { id },
      data: { refundStatus: report.status, refundId: report.refundId, refundCents: report.amountCents },
    });
    await appendOrderEvent(tx, {
      orderId: id,
      type: EVENT_OF_REFUND[report.status],
      from: order.status as OrderStatus,
      to: 'cancelled',
      actor: PAYMENTS_ACTOR,
      details: { refundId: report.refundId, amountCents: report.amountCents, failureMessage: report.failureMessage ?? null },
      at: deps.now(),
    });
    // An order cancelled because its customer's data is being erased: their last e-mail already
    // said the money goes back, and a later e-mail would bring their address back into the logs.
    const erasure = await tx.orderEvent.count({ where: { orderId: id, type: 'cancelled', details: { path: ['reason'], equals: 'erasure' } } });
    if (report.status === 'refunded' && erasure === 0) {
      await writeEvent(tx, 'refund.completed', {
        kind: 'order',
        orderId: id,
        amountCents: report.amountCents,
        email: order.email,
        language: languageOf(order),
      });
    }
    if (report.status === 'refund_failed') deps.logger?.warn({ orderId: id, refundId: report.refundId, failure: report.failureMessage }, 'order refund failed');
    return { id, refundStatus: report.status };
  });
}

export interface OrderMoneyNotifierDeps {
  pool: pg.Pool;
  payments: PaymentsClient;
  logger: Logger;
}

/** The administrators' cancellations on service-kit's money notices. */
const cancelledOrders = ({ pool, payments, logger }: OrderMoneyNotifierDeps): MoneyNotices<{ id: number }, OrderCancelledAnswer> => ({
  logger,
  pending: (limit) => pendingOrderMoneyNotices(pool, limit),
  send: (notice) => payments.orderCancelled(notice.id, 'admin'),
  async acknowledge(notice, answer) {
    await acknowledgeOrderMoneyNotice(pool, notice.id, answer);
    if (!answer.refund)
      logger.info({ orderId: notice.id, cancelledIntents: answer.cancelledIntents }, 'payments service told of the cancelled order: nothing to refund');
  },
  logFields: (notice) => ({ orderId: notice.id }),
});

/**
 * Tells the payments service of every order an administrator cancelled that it has not
 * acknowledged yet (it cancels the order's open intents and refunds a succeeded payment in full),
 * retrying on the next run while it is down. Returns how many were acknowledged.
 */
export const notifyCancelledOrders = (deps: OrderMoneyNotifierDeps, batchSize = 50): Promise<number> =>
  sendMoneyNotices({ ...cancelledOrders(deps), batchSize });

/**
 * Runs the notifier every intervalMs (MONEY_NOTIFY_INTERVAL_MS): an order an administrator
 * cancels reaches the payments service within one interval.
 */
export function startOrderMoneyNotifier(
  { payments = createPaymentsClient(), ...deps }: Omit<OrderMoneyNotifierDeps, 'payments'> & { payments?: PaymentsClient },
  intervalMs: number,
) {
  return startMoneyNotices('order money notifier', cancelledOrders({ ...deps, payments }), intervalMs);
}

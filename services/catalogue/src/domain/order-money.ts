import { INTERNAL_ORDER_MESSAGES, PAYMENT_MESSAGES, type NotificationEvent, type OrderRefundStateBody, type OrderStatus } from '@tire/contracts';
import { HttpError, startPeriodicTask, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { Prisma } from '../data-access/database.js';
import { appendOrderEvent } from '../data-access/order-events.js';
import { lockOrder } from '../data-access/order-stock.js';
import { writeOutboxEvent } from '../data-access/outbox.js';
import { createPaymentsClient, type PaymentsClient } from '../data-access/payments-client.js';
import { PAYMENTS_ACTOR } from './order-lifecycle.js';
import { languageOf } from './views.js';

export const REFUND_COMPLETED = 'refund.completed';

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
    if (!locked) throw HttpError.notFound(PAYMENT_MESSAGES.orderNotFound);
    const order = await tx.order.findUniqueOrThrow({ where: { id } });
    if (order.status !== 'cancelled') throw HttpError.conflict(INTERNAL_ORDER_MESSAGES.refundNotCancelled, { status: order.status });
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
    if (report.status === 'refunded') {
      const event: NotificationEvent<'refund.completed'> = {
        kind: 'order',
        orderId: id,
        amountCents: report.amountCents,
        email: order.email,
        language: languageOf(order),
      };
      await writeOutboxEvent(tx, REFUND_COMPLETED, event);
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

const S = `"${DB_SCHEMA}"`;

/**
 * Tells the payments service of every order an administrator cancelled that it has not
 * acknowledged yet (it cancels the order's open intents and refunds a succeeded payment in full).
 * The cancellation commits first and is announced after, so a payments service that is down
 * loses nothing: the row keeps money_settled_at null and the next run sends it again (the call is
 * idempotent). The refund's first state in the answer is kept; later states come by the refund
 * report. Returns how many were acknowledged.
 */
export async function notifyCancelledOrders({ pool, payments, logger }: OrderMoneyNotifierDeps, batch = 50): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM ${S}."orders"
     WHERE money_notify_due_at IS NOT NULL AND money_settled_at IS NULL ORDER BY money_notify_due_at, id LIMIT $1`,
    [batch],
  );
  let acknowledged = 0;
  for (const row of rows) {
    try {
      const answer = await payments.orderCancelled(row.id, 'admin');
      // A refund already reported (refunded / failed) is not set back by this answer.
      await pool.query(
        `UPDATE ${S}."orders" SET money_settled_at = now(),
           refund_id = COALESCE(refund_id, $2),
           refund_status = CASE WHEN (refund_status IS NULL OR refund_id IS NULL) AND $3::text IS NOT NULL AND refund_status IS DISTINCT FROM 'refunded'
                                THEN $3::${S}."order_refund_status" ELSE refund_status END,
           refund_cents = COALESCE(refund_cents, $4)
         WHERE id = $1 AND status = 'cancelled'`,
        [row.id, answer.refund?.id ?? null, answer.refund?.status ?? null, answer.refund?.amountCents ?? null],
      );
      if (!answer.refund)
        logger.info({ orderId: row.id, cancelledIntents: answer.cancelledIntents }, 'payments service told of the cancelled order: nothing to refund');
      acknowledged++;
    } catch (error) {
      logger.warn({ err: error, orderId: row.id }, 'payments service not told of the cancelled order yet; will retry');
      break; // the service is probably down: the next run tries again
    }
  }
  return acknowledged;
}

/**
 * Runs the notifier every intervalMs (MONEY_NOTIFY_INTERVAL_MS): an order an administrator
 * cancels reaches the payments service within one interval.
 */
export function startOrderMoneyNotifier(
  { payments = createPaymentsClient(), ...deps }: Omit<OrderMoneyNotifierDeps, 'payments'> & { payments?: PaymentsClient },
  intervalMs: number,
) {
  return startPeriodicTask('order money notifier', () => notifyCancelledOrders({ ...deps, payments }), { intervalMs, logger: deps.logger });
}

import type { OrderCancelledAnswer } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

/** The orders an administrator cancelled that the payments service has not acknowledged yet, the oldest first. */
export async function pendingOrderMoneyNotices(pool: pg.Pool, limit: number): Promise<{ id: number }[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM ${S}."orders"
     WHERE money_notify_due_at IS NOT NULL AND money_settled_at IS NULL ORDER BY money_notify_due_at, id LIMIT $1`,
    [limit],
  );
  return rows;
}

/**
 * The payments service acknowledged the cancellation: the refund's first state in its answer is
 * kept, a refund already reported (refunded / failed) is not set back; later states come by the
 * refund report.
 */
export async function acknowledgeOrderMoneyNotice(pool: pg.Pool, id: number, answer: OrderCancelledAnswer) {
  await pool.query(
    `UPDATE ${S}."orders" SET money_settled_at = now(),
       refund_id = COALESCE(refund_id, $2),
       refund_status = CASE WHEN (refund_status IS NULL OR refund_id IS NULL) AND $3::text IS NOT NULL AND refund_status IS DISTINCT FROM 'refunded'
                            THEN $3::${S}."order_refund_status" ELSE refund_status END,
       refund_cents = COALESCE(refund_cents, $4)
     WHERE id = $1 AND status = 'cancelled'`,
    [id, answer.refund?.id ?? null, answer.refund?.status ?? null, answer.refund?.amountCents ?? null],
  );
}

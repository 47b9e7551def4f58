import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

/** An order whose fitting the reservations service must hear of: paid (book it) or cancelled (free the slot). */
export interface FittingNotice {
  id: number;
  state: 'paid' | 'cancelled';
  dueAt: Date;
}

/** The orders with a fitting notice not yet acknowledged, the oldest first. */
export async function pendingFittingNotices(pool: pg.Pool, limit: number): Promise<FittingNotice[]> {
  const { rows } = await pool.query<FittingNotice>(
    `SELECT id, CASE WHEN status = 'cancelled' OR fitting_status = 'cancelled' THEN 'cancelled' ELSE 'paid' END AS state,
            fitting_notify_due_at AS "dueAt"
     FROM ${S}."orders" WHERE fitting_notify_due_at IS NOT NULL ORDER BY fitting_notify_due_at, id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Acknowledged: cleared, unless a newer change (a cancellation after the payment) is due meanwhile. */
export async function acknowledgeFittingNotice(pool: pg.Pool, notice: FittingNotice) {
  await pool.query(`UPDATE ${S}."orders" SET fitting_notify_due_at = NULL WHERE id = $1 AND fitting_notify_due_at = $2`, [notice.id, notice.dueAt]);
}

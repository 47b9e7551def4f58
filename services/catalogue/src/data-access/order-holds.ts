import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { OrderActor } from '../domain/order-lifecycle.js';
import { appendOrderEventsSql } from './order-events.js';

const S = `"${DB_SCHEMA}"`;

/** The hold sweeper, as the orders' history names it. */
const JOB_ACTOR: OrderActor = { type: 'system', source: 'job' };

export interface ExpiredHold {
  id: number;
}

/**
 * Cancels up to `limit` pending orders placed before `createdBefore` and puts their lines'
 * tires back in stock, inside the caller's transaction. Returns what was cancelled.
 *
 * Exactly once, however many sweepers run: the orders are claimed with FOR UPDATE SKIP LOCKED,
 * so a second sweeper (or a payment marking one of them paid at that moment) never waits on or
 * takes the same rows; the conditional update on status 'pending' is the belt to those braces.
 * The products are locked in id order, the order every stock change takes (placing an order,
 * a late payment taking the tires back), so a sweep never deadlocks with them.
 */
export async function cancelExpiredHolds(
  client: pg.PoolClient,
  { createdBefore, releasedAt, limit }: { createdBefore: Date; releasedAt: Date; limit: number },
): Promise<ExpiredHold[]> {
  const { rows: claimed } = await client.query<{ id: number }>(
    `SELECT id FROM ${S}."orders" WHERE status = 'pending' AND created_at < $1
     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [createdBefore, limit],
  );
  if (claimed.length === 0) return [];

  const { rows: released } = await client.query<ExpiredHold>(
    `UPDATE ${S}."orders" SET status = 'cancelled', hold_released_at = $2, updated_at = now(),
       -- A fitting held for the unpaid order is released with it (the fitting notifier frees the slot).
       fitting_status = CASE WHEN fitting_reservation_id IS NOT NULL THEN 'cancelled' ELSE fitting_status END,
       fitting_notify_due_at = CASE WHEN fitting_reservation_id IS NOT NULL THEN $2 ELSE fitting_notify_due_at END
     WHERE id = ANY($1::int[]) AND status = 'pending'
     RETURNING id`,
    [claimed.map((row) => row.id), releasedAt],
  );
  if (released.length === 0) return [];
  const ids = released.map((row) => row.id);
  // pending -> cancelled (order-lifecycle.ts), each with its 'hold_expired' event in the order's history.
  await appendOrderEventsSql(client, { orderIds: ids, type: 'hold_expired', from: 'pending', to: 'cancelled', actor: JOB_ACTOR, at: releasedAt });

  await client.query(
    `SELECT id FROM ${S}."products"
     WHERE id IN (SELECT product_id FROM ${S}."order_lines" WHERE order_id = ANY($1::int[]))
     ORDER BY id FOR NO KEY UPDATE`,
    [ids],
  );
  await client.query(
    `UPDATE ${S}."products" p SET stock = p.stock + back.quantity, updated_at = now()
     FROM (SELECT product_id, SUM(quantity)::int AS quantity FROM ${S}."order_lines"
           WHERE order_id = ANY($1::int[]) GROUP BY product_id) back
     WHERE p.id = back.product_id`,
    [ids],
  );
  return released.sort((a, b) => a.id - b.id);
}

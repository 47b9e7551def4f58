import type pg from 'pg';
import { subjectParams, type PersonalDataSubject } from '@tire/service-kit';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

/** A person's orders: their account's ($1, null for a guest), and those whose receipt went to their address ($2). */
const SUBJECT = `(o.user_id = $1 OR lower(o.email) = lower($2))`;

/** What an erased order's customer becomes: orders always name one (user_id is NOT NULL), and no account has this id (accounts' ids are UUIDs). */
export const ERASED_CUSTOMER = 'erased';

export type Subject = PersonalDataSubject;

/** The person's orders with their lines, as the export shows them. */
export async function ordersOfSubject(pool: pg.Pool, subject: Subject) {
  const { rows } = await pool.query(
    `SELECT o.id AS order_id, o.email, o.language, o.total_cents, o.installation_requested, o.status, o.paid_at, o.location_name,
            o.cancelled_at, o.refund_status, o.refund_cents, o.created_at,
            coalesce(json_agg(json_build_object('product', l.product_name, 'size', l.product_size, 'quantity', l.quantity,
              'unit_price_cents', l.unit_price_cents) ORDER BY l.id) FILTER (WHERE l.id IS NOT NULL), '[]') AS lines
     FROM ${S}."orders" o LEFT JOIN ${S}."order_lines" l ON l.order_id = o.id
     WHERE ${SUBJECT} GROUP BY o.id ORDER BY o.created_at, o.id`,
    subjectParams(subject),
  );
  return rows as Record<string, unknown>[];
}

/** The history of the person's orders; staff's own ids stay out. */
export async function orderEventsOfSubject(pool: pg.Pool, subject: Subject) {
  const { rows } = await pool.query(
    `SELECT e.order_id, e.type, e.from_status, e.to_status, e.actor_type, e.source, e.created_at AS at
     FROM ${S}."order_events" e JOIN ${S}."orders" o ON o.id = e.order_id
     WHERE ${SUBJECT} ORDER BY e.created_at, e.id`,
    subjectParams(subject),
  );
  return rows as Record<string, unknown>[];
}

/** The person's orders not yet handed over (unpaid, paid, ready at the location): what an erasure cancels first. */
export async function openOrderIds(pool: pg.Pool, subject: Subject): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT o.id FROM ${S}."orders" o WHERE ${SUBJECT} AND o.status IN ('pending', 'paid', 'processing', 'ready') ORDER BY o.id`,
    subjectParams(subject),
  );
  return rows.map((row) => row.id);
}

/**
 * Anonymises the person's orders in the caller's transaction: the address and the account go,
 * their part of the history loses its ids, their outbox e-mails and stored order answers are
 * deleted. What was bought, for how much, when and where stays (the bookkeeping). Returns how many
 * orders were anonymised.
 */
export async function eraseOrdersOfSubject(client: pg.PoolClient, subject: Subject, at: Date): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`SELECT o.id FROM ${S}."orders" o WHERE ${SUBJECT} ORDER BY o.id FOR UPDATE`, subjectParams(subject));
  const ids = rows.map((row) => row.id);
  const email = subject.email.trim().toLowerCase();
  await client.query(`DELETE FROM ${S}."outbox" WHERE payload->>'orderId' = ANY($1::text[]) OR strpos(lower(payload::text), $2) > 0`, [ids.map(String), email]);
  if (subject.userId) await client.query(`DELETE FROM ${S}."idempotency_keys" WHERE user_id = $1`, [subject.userId]);
  await client.query(`UPDATE ${S}."order_events" SET actor_id = NULL WHERE order_id = ANY($1::int[]) AND actor_type IN ('customer', 'guest')`, [ids]);
  await client.query(`UPDATE ${S}."orders" SET user_id = $2, email = NULL, updated_at = $3 WHERE id = ANY($1::int[])`, [ids, ERASED_CUSTOMER, at]);
  return ids.length;
}

import { BOOKKEEPING_YEARS_KEPT, type EventPayload } from '@tire/contracts';
import { inTransaction, writeOutboxEvent } from '@tire/service-kit';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const s = `"${DB_SCHEMA}"`;

/** An e-mail that went out, as the log keeps it: no body, code or link. */
export interface SentEmail {
  recipient: string;
  type: string;
  subject: string;
  language: string | null;
}

/** Records one e-mail sent (the worker, after the SMTP server accepted it). */
export async function recordSentEmail(pool: pg.Pool, email: SentEmail): Promise<void> {
  await pool.query(`INSERT INTO ${s}.sent_emails (recipient, type, subject, language) VALUES ($1, $2, $3, $4)`, [
    email.recipient,
    email.type,
    email.subject,
    email.language,
  ]);
}

export interface Subject {
  userId: string | null;
  email: string;
}

/** What this service holds about the person: their contact messages and the e-mails sent to them. */
export async function notificationDataOf(pool: pg.Pool, { userId, email }: Subject) {
  const [messages, sent] = await Promise.all([
    pool.query(
      `SELECT name, email, phone, message, language, created_at FROM ${s}.contact_messages
       WHERE user_id = $1 OR lower(email) = lower($2) ORDER BY created_at, id`,
      [userId, email.trim()],
    ),
    pool.query(`SELECT recipient, type, subject, language, sent_at FROM ${s}.sent_emails WHERE lower(recipient) = lower($1) ORDER BY sent_at, id`, [
      email.trim(),
    ]),
  ]);
  return { contactMessages: messages.rows as Record<string, unknown>[], emailsSent: sent.rows as Record<string, unknown>[] };
}

/** The last e-mail's type: kept out of the erasure below (it must still go) and out of the sent log (it would bring the address back). */
export const ERASURE_NOTICE = 'privacy.erased';

/**
 * Deletes the person's contact messages, the log of e-mails sent to them and every outbox row that
 * names them (a contact message's e-mail, say), but the last e-mail still waiting to be queued.
 * Returns how many rows went.
 */
export async function deleteNotificationData(pool: pg.Pool, { userId, email }: Subject): Promise<number> {
  const address = email.trim().toLowerCase();
  return inTransaction(pool, async (client) => {
    const messages = await client.query(`DELETE FROM ${s}.contact_messages WHERE user_id = $1 OR lower(email) = $2 RETURNING id`, [userId, address]);
    const outbox = await client.query(
      `DELETE FROM ${s}.outbox WHERE type <> $3 AND (strpos(lower(payload::text), $1) > 0 OR (type = 'contact.received' AND payload->>'messageId' = ANY($2::text[])))`,
      [address, messages.rows.map((row: { id: string }) => String(row.id)), ERASURE_NOTICE],
    );
    const sent = await client.query(`DELETE FROM ${s}.sent_emails WHERE lower(recipient) = $1`, [address]);
    return (messages.rowCount ?? 0) + (outbox.rowCount ?? 0) + (sent.rowCount ?? 0);
  });
}

/** Queues the last e-mail through the outbox (sent after the commit, even while Redis is away). */
export async function queueErasureNotice(pool: pg.Pool, payload: Omit<EventPayload<'privacy.erased'>, 'keptYears'>): Promise<void> {
  await inTransaction(pool, (client) => writeOutboxEvent(client, DB_SCHEMA, ERASURE_NOTICE, { ...payload, keptYears: BOOKKEEPING_YEARS_KEPT }));
}

import type { Language } from '@tire/contracts';
import type pg from 'pg';
import { inTransaction, writeOutboxEvent } from '@tire/service-kit';
import { DB_SCHEMA } from '../config.js';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
  userId: string | null;
}

export interface StoredContactMessage extends NewContactMessage {
  id: number;
  createdAt: Date;
}

const s = `"${DB_SCHEMA}"`;

/**
 * Stores a message and its 'contact.received' event in one transaction: the e-mail to the
 * business follows the commit through the outbox, so it is sent even if Redis is down now.
 */
export async function saveContactMessage(pool: pg.Pool, input: NewContactMessage): Promise<StoredContactMessage> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string; created_at: Date }>(
      `INSERT INTO ${s}.contact_messages (name, email, phone, message, language, user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
      [input.name, input.email, input.phone, input.message, input.language, input.userId],
    );
    const row = rows[0]!;
    const stored = { ...input, id: Number(row.id), createdAt: row.created_at };
    await writeOutboxEvent(client, DB_SCHEMA, 'contact.received', {
      messageId: stored.id,
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      message: stored.message,
      language: stored.language,
      receivedAt: stored.createdAt.toISOString(),
    });
    return stored;
  });
}

/**
 * Deletes the contact messages received before `cutoff`, with the outbox rows of their e-mails
 * (which carry the same text); returns how many of each went.
 */
export async function deleteContactMessagesBefore(pool: pg.Pool, cutoff: Date): Promise<{ messages: number; outboxEvents: number }> {
  return inTransaction(pool, async (client) => {
    const messages = await client.query(`DELETE FROM ${s}.contact_messages WHERE created_at < $1`, [cutoff]);
    const events = await client.query(`DELETE FROM ${s}.outbox WHERE type = 'contact.received' AND created_at < $1`, [cutoff]);
    return { messages: messages.rowCount ?? 0, outboxEvents: events.rowCount ?? 0 };
  });
}

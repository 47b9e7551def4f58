import type { Language, NotificationEvent } from '@tire/contracts';
import type pg from 'pg';
import { inTransaction } from '@tire/service-kit';
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
    const event: NotificationEvent<'contact.received'> = {
      messageId: stored.id,
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      message: stored.message,
      language: stored.language,
      receivedAt: stored.createdAt.toISOString(),
    };
    await client.query(`INSERT INTO ${s}.outbox (type, payload) VALUES ($1, $2)`, ['contact.received', JSON.stringify(event)]);
    return stored;
  });
}

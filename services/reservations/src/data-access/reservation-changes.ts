import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import { intoFirstFreeBay } from './free-bay.js';

const T = `"${DB_SCHEMA}"."reservations"`;

/** A move or a cancellation replaces the customer's calendar entry: its SEQUENCE goes up. Returns the new one. */
export async function bumpCalendarSequence(client: pg.PoolClient, id: number): Promise<number> {
  const { rows } = await client.query<{ seq: number }>(
    `UPDATE ${T} SET calendar_sequence = calendar_sequence + 1 WHERE id = $1 RETURNING calendar_sequence AS seq`,
    [id],
  );
  return rows[0]!.seq;
}

export interface NewStart {
  scheduledDate: string;
  scheduledTime: string;
  startsAt: Date;
}

/**
 * Moves the reservation to the first free bay (1..capacity) of the new start (intoFirstFreeBay).
 * Returns false when every bay is taken; the reservation is then unchanged.
 */
export async function moveIntoFreeBay(client: pg.PoolClient, id: number, start: NewStart, capacity: number): Promise<boolean> {
  return intoFirstFreeBay(client, capacity, (bay) =>
    client.query(
      `UPDATE ${T} SET scheduled_date = $2::date, scheduled_time = $3, starts_at = $4::timestamptz, bay = $5, updated_at = now()
       WHERE id = $1`,
      [id, start.scheduledDate, start.scheduledTime, start.startsAt.toISOString(), bay],
    ),
  );
}

import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

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
 * Moves the reservation to the first free bay (1..capacity) of the new start. The partial unique
 * index on (location, start, bay) of active reservations is the judge, as for a booking: each
 * try runs under a savepoint, so a bay taken (even by a booking committing this very moment)
 * only undoes that try. Returns false when every bay is taken; the reservation is then unchanged.
 */
export async function moveIntoFreeBay(client: pg.PoolClient, id: number, start: NewStart, capacity: number): Promise<boolean> {
  for (let bay = 1; bay <= capacity; bay++) {
    await client.query('SAVEPOINT move_to_bay');
    try {
      await client.query(
        `UPDATE ${T} SET scheduled_date = $2::date, scheduled_time = $3, starts_at = $4::timestamptz, bay = $5, updated_at = now()
         WHERE id = $1`,
        [id, start.scheduledDate, start.scheduledTime, start.startsAt.toISOString(), bay],
      );
      await client.query('RELEASE SAVEPOINT move_to_bay');
      return true;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT move_to_bay');
      if ((error as { code?: string }).code !== '23505') throw error; // not "bay taken"
    }
  }
  return false;
}

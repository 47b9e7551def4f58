import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."reservations"`;

export interface LockedReservation {
  id: number;
  status: string;
  startsAt: Date;
  locationId: number;
}

/**
 * The caller's own reservation, locked until the transaction ends so that two changes of it
 * (two tabs, a double click) run one after the other. Someone else's id reads as missing.
 */
export async function lockOwnReservation(client: pg.PoolClient, id: number, userId: string): Promise<LockedReservation | undefined> {
  const { rows } = await client.query<{ id: number; status: string; starts_at: Date; location_id: number }>(
    `SELECT id, status, starts_at, location_id FROM ${T} WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  const row = rows[0];
  return row && { id: row.id, status: row.status, startsAt: row.starts_at, locationId: row.location_id };
}

export async function cancelReservation(client: pg.PoolClient, id: number) {
  await client.query(`UPDATE ${T} SET status = 'cancelled', updated_at = now() WHERE id = $1`, [id]);
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

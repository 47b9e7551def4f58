import type { ActorType, EventSource, ReservationEvent, ReservationEventType } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."reservation_events"`;

/** Who did it and from where: every change of a reservation names both. */
export interface Actor {
  type: ActorType;
  /** The customer's or admin's user id, the job's name; null for a guest. */
  id: string | null;
  email?: string | null;
  source: EventSource;
}

export const SYSTEM_JOB = (name: string): Actor => ({ type: 'system', id: name, source: 'job' });
export const PAYMENTS_SERVICE: Actor = { type: 'system', id: 'payments', source: 'payments' };

export interface NewEvent {
  reservationId: number;
  type: ReservationEventType;
  from?: string | null;
  to?: string | null;
  actor: Actor;
  details?: Record<string, unknown>;
}

/** Appends one entry to the reservation's history, inside the caller's transaction. */
export async function appendEvent(client: pg.PoolClient | pg.Pool, event: NewEvent) {
  await client.query(
    `INSERT INTO ${T} (reservation_id, type, from_status, to_status, actor_type, actor_id, actor_email, source, details)
     VALUES ($1, $2, $3::"${DB_SCHEMA}"."reservation_status", $4::"${DB_SCHEMA}"."reservation_status", $5, $6, $7, $8, $9::jsonb)`,
    [
      event.reservationId,
      event.type,
      event.from ?? null,
      event.to ?? null,
      event.actor.type,
      event.actor.id,
      event.actor.email ?? null,
      event.actor.source,
      JSON.stringify(event.details ?? {}),
    ],
  );
}

/** A reservation's history, oldest first (the admin's view). */
export async function eventsOf(pool: pg.Pool, reservationId: number): Promise<ReservationEvent[]> {
  const { rows } = await pool.query(
    `SELECT id, type, from_status, to_status, actor_type, actor_id, actor_email, source, details, at
     FROM ${T} WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    source: row.source,
    details: row.details ?? {},
    at: (row.at as Date).toISOString(),
  }));
}

import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

export interface LockedForAdmin {
  id: number;
  status: string;
  trackingCode: string;
  serviceType: string;
  scheduledDate: string;
  scheduledTime: string;
  guestEmail: string | null;
  language: string | null;
  locationName: string;
  capacity: number;
}

/** Any reservation (an admin's view), locked until the transaction ends so two admins' clicks run one after the other. */
export async function lockReservationForAdmin(client: pg.PoolClient, id: number): Promise<LockedForAdmin | undefined> {
  const { rows } = await client.query(
    `SELECT r.id, r.status, r.tracking_code, r.service_type, to_char(r.scheduled_date, 'YYYY-MM-DD') AS scheduled_date,
            r.scheduled_time, r.guest_email, r.language, l.name AS location_name, l.capacity
     FROM ${S}."reservations" r JOIN ${S}."locations" l ON l.id = r.location_id
     WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      status: row.status,
      trackingCode: row.tracking_code,
      serviceType: row.service_type,
      scheduledDate: row.scheduled_date,
      scheduledTime: row.scheduled_time,
      guestEmail: row.guest_email,
      language: row.language,
      locationName: row.location_name,
      capacity: row.capacity,
    }
  );
}

/**
 * Sets the status. A cancelled reservation holds no bay (the partial unique index skips it), so
 * bringing one back must take a free bay of its slot again, each try under a savepoint as for a
 * move. Returns false when the slot has been booked full in the meantime.
 */
export async function setReservationStatus(client: pg.PoolClient, current: LockedForAdmin, status: string): Promise<boolean> {
  if (current.status !== 'cancelled' || status === 'cancelled') {
    await client.query(`UPDATE ${S}."reservations" SET status = $2::${S}."reservation_status", updated_at = now() WHERE id = $1`, [
      current.id,
      status,
    ]);
    return true;
  }
  for (let bay = 1; bay <= current.capacity; bay++) {
    await client.query('SAVEPOINT revive_into_bay');
    try {
      await client.query(
        `UPDATE ${S}."reservations" SET status = $2::${S}."reservation_status", bay = $3, updated_at = now() WHERE id = $1`,
        [current.id, status, bay],
      );
      await client.query('RELEASE SAVEPOINT revive_into_bay');
      return true;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT revive_into_bay');
      if ((error as { code?: string }).code !== '23505') throw error; // not "bay taken"
    }
  }
  return false;
}

export async function recordStatusChange(
  client: pg.PoolClient,
  change: { reservationId: number; from: string; to: string; changedBy: string; changedByEmail: string | null },
) {
  await client.query(
    `INSERT INTO ${S}."reservation_status_changes" (reservation_id, from_status, to_status, changed_by, changed_by_email)
     VALUES ($1, $2::${S}."reservation_status", $3::${S}."reservation_status", $4, $5)`,
    [change.reservationId, change.from, change.to, change.changedBy, change.changedByEmail],
  );
}

/**
 * The address the booking receipt went to. A signed-in customer's booking may carry no guest
 * e-mail (their account's address was used), and this service keeps no accounts: the receipt's
 * outbox event remembers which address it was.
 */
export async function receiptEmailOf(client: pg.PoolClient, reservationId: number): Promise<string | null> {
  const { rows } = await client.query<{ email: string | null }>(
    `SELECT payload->>'email' AS email FROM ${S}."outbox"
     WHERE type = 'reservation.created' AND payload->>'reservationId' = $1 ORDER BY id LIMIT 1`,
    [String(reservationId)],
  );
  return rows[0]?.email ?? null;
}

export async function writeOutboxEvent(client: pg.PoolClient, type: string, payload: unknown) {
  await client.query(`INSERT INTO ${S}."outbox" (type, payload) VALUES ($1, $2::jsonb)`, [type, JSON.stringify(payload)]);
}

import { DB_SCHEMA } from '../config.js';
import type { Transaction } from './reservations-repository.js';

export interface HoldOwner {
  email: string | null;
  userId: string | null;
  clientKey: string | null;
}

/**
 * How many unpaid holds the e-mail, the user and the client each have now, inside the booking's
 * transaction. Transaction-level advisory locks on each key (taken in a fixed order) make
 * concurrent bookings of the same owner count one after the other, so a burst cannot slip past
 * the limit.
 */
export async function countUnpaidHolds(tx: Transaction, owner: HoldOwner) {
  const keys = [
    owner.email ? `email:${owner.email.toLowerCase()}` : null,
    owner.userId ? `user:${owner.userId}` : null,
    owner.clientKey ? `client:${owner.clientKey}` : null,
  ]
    .filter((key): key is string => key !== null)
    .sort();
  for (const key of keys) await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, `holds:${key}`);
  const [row] = await tx.$queryRawUnsafe<{ email: bigint; user: bigint; client: bigint }[]>(
    `SELECT
       count(*) FILTER (WHERE $1::text IS NOT NULL AND lower(guest_email) = lower($1)) AS email,
       count(*) FILTER (WHERE $2::text IS NOT NULL AND user_id = $2) AS user,
       count(*) FILTER (WHERE $3::text IS NOT NULL AND client_key = $3) AS client
     FROM "${DB_SCHEMA}"."reservations"
     WHERE status = 'pending' AND payment_status <> 'paid'
       AND ((guest_email IS NOT NULL AND lower(guest_email) = lower($1)) OR user_id = $2 OR client_key = $3)`,
    owner.email,
    owner.userId,
    owner.clientKey,
  );
  return { email: Number(row?.email ?? 0), user: Number(row?.user ?? 0), client: Number(row?.client ?? 0) };
}

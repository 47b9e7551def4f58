import { timingSafeEqual } from 'node:crypto';
import { waitlistTokenPattern, type CreateReservationInput } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import { newLinkToken, tokenDigest } from './link-tokens.js';

const S = `"${DB_SCHEMA}"`;
const W = `${S}."waitlist_entries"`;

/** One SQL statement in whichever transaction the caller runs (a pg client, or Prisma's raw query). */
export type RunSql = <R = Record<string, unknown>>(text: string, values: unknown[]) => Promise<R[]>;
export const onClient =
  (client: pg.PoolClient | pg.Pool): RunSql =>
  async (text, values) =>
    (await client.query(text, values)).rows;

/**
 * The booking form's details an entry keeps for its one-step booking: the booking input's own
 * fields as the contract validated them (the JSON column leaves out those not given), so the offer
 * books from them as they are.
 */
export type WaitlistDetails = Pick<
  CreateReservationInput,
  | 'registrationNumber'
  | 'vehicleModel'
  | 'tireSize'
  | 'guestName'
  | 'guestEmail'
  | 'guestPhone'
  | 'guestAddress'
  | 'guestApartment'
  | 'guestPostalCode'
  | 'additionalServices'
  | 'notes'
>;

const COLUMNS = `id, location_id AS "locationId", to_char(scheduled_date, 'YYYY-MM-DD') AS "scheduledDate",
  window_start AS "windowStart", window_end AS "windowEnd", service_type AS "serviceType", email, user_id AS "userId",
  language, details, status, expires_at AS "expiresAt", offered_time AS "offeredTime", offered_starts_at AS "offeredStartsAt",
  offer_expires_at AS "offerExpiresAt", created_at AS "createdAt"`;

export interface NewWaitlistEntry {
  locationId: number;
  scheduledDate: string;
  windowStart: string;
  windowEnd: string;
  serviceType: string;
  email: string;
  userId: string | null;
  language: string | null;
  details: WaitlistDetails;
  expiresAt: Date;
  createdAt: Date;
}

/** An entry as stored: what was given when it was made, its state and the place offered to it. */
export interface WaitlistRow extends NewWaitlistEntry {
  id: number;
  status: string;
  offeredTime: string | null;
  offeredStartsAt: Date | null;
  offerExpiresAt: Date | null;
}

/**
 * Adds an entry with its leave link: the token goes back (for the confirmation e-mail's outbox
 * event, and nowhere else), its digest into the row.
 */
export async function insertWaitlistEntry(client: pg.PoolClient, entry: NewWaitlistEntry): Promise<{ row: WaitlistRow; leaveToken: string }> {
  const leaveToken = newLinkToken();
  const { rows } = await client.query<WaitlistRow>(
    `INSERT INTO ${W} (location_id, scheduled_date, window_start, window_end, service_type, email, user_id, language, details, expires_at, created_at, leave_token_hash)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12) RETURNING ${COLUMNS}`,
    [
      entry.locationId,
      entry.scheduledDate,
      entry.windowStart,
      entry.windowEnd,
      entry.serviceType,
      entry.email,
      entry.userId,
      entry.language,
      JSON.stringify(entry.details),
      entry.expiresAt,
      entry.createdAt,
      tokenDigest(leaveToken),
    ],
  );
  return { row: rows[0]!, leaveToken };
}

/** The address's entries still waiting or offered (the limit and the duplicates), locked until the transaction ends. */
export async function activeEntriesOf(client: pg.PoolClient, email: string): Promise<WaitlistRow[]> {
  // One joiner at a time per address: two tabs cannot both pass the limit.
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('waitlist-email'), hashtext($1))`, [email]);
  const { rows } = await client.query<WaitlistRow>(`SELECT ${COLUMNS} FROM ${W} WHERE email = $1 AND status IN ('waiting', 'offered')`, [email]);
  return rows;
}

/**
 * Serialises everything that takes a place of one slot (a booking, a move, an offer) for the rest
 * of the transaction: the offers are not in the bays' unique index, so this lock is what keeps the
 * count of bookings plus offers within the bays.
 */
export async function lockSlot(run: RunSql, slot: { locationId: number; date: string; time: string }) {
  // (The lock's void is wrapped in a count: Prisma's raw queries cannot read a void column.)
  await run(`SELECT count(*)::int AS n FROM (SELECT pg_advisory_xact_lock(hashtext('waitlist-slot'), hashtext($1))) AS locked`, [
    `${slot.locationId} ${slot.date} ${slot.time}`,
  ]);
}

/** Bookings and offers of one slot (an offer of `exceptEntry` not counted: the one being booked). */
export async function placesTaken(run: RunSql, slot: { locationId: number; date: string; time: string }, exceptEntry: number | null = null) {
  const rows = await run<{ booked: number; offered: number }>(
    `SELECT (SELECT count(*)::int FROM ${S}."reservations" WHERE location_id = $1 AND scheduled_date = $2::date AND scheduled_time = $3 AND status <> 'cancelled') AS booked,
            (SELECT count(*)::int FROM ${W} WHERE location_id = $1 AND scheduled_date = $2::date AND offered_time = $3 AND status = 'offered'
               AND ($4::int IS NULL OR id <> $4)) AS offered`,
    [slot.locationId, slot.date, slot.time, exceptEntry],
  );
  return rows[0]!;
}

/** Offered entries whose exclusive hold has run out: they lapse (their place goes to the next in line). */
export async function lapseOffers(client: pg.PoolClient, now: Date) {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE ${W} SET status = 'lapsed', offer_token_hash = NULL, updated_at = $1 WHERE status = 'offered' AND offer_expires_at <= $1 RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** Waiting entries whose window has begun end unoffered. */
export async function expireEntries(client: pg.PoolClient, now: Date) {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE ${W} SET status = 'expired', updated_at = $1 WHERE status = 'waiting' AND expires_at <= $1 RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** Ended entries (booked, expired, lapsed, left) keep a customer's details: they are deleted once older than `before`. */
export async function deleteEndedEntries(client: pg.PoolClient, before: Date) {
  const { rowCount } = await client.query(`DELETE FROM ${W} WHERE status NOT IN ('waiting', 'offered') AND updated_at < $1`, [before]);
  return rowCount ?? 0;
}

/** The waiting entries, first come first (the oldest `limit`). */
export async function waitingEntries(client: pg.PoolClient, limit: number): Promise<WaitlistRow[]> {
  const { rows } = await client.query<WaitlistRow>(`SELECT ${COLUMNS} FROM ${W} WHERE status = 'waiting' ORDER BY created_at, id LIMIT $1`, [limit]);
  return rows;
}

/** Offers the place at `time` to a waiting entry; returns the link's token (its digest alone is kept). */
export async function markOffered(client: pg.PoolClient, id: number, offer: { time: string; startsAt: Date; expiresAt: Date; now: Date }) {
  const token = newLinkToken();
  const { rowCount } = await client.query(
    `UPDATE ${W} SET status = 'offered', offered_time = $2, offered_starts_at = $3, offer_expires_at = $4, offer_token_hash = $5, updated_at = $6
     WHERE id = $1 AND status = 'waiting'`,
    [id, offer.time, offer.startsAt, offer.expiresAt, tokenDigest(token), offer.now],
  );
  return rowCount === 1 ? token : undefined;
}

/**
 * The entry an offer's token names while it is offered, or undefined. Found by the token's digest
 * and compared in constant time, as the manage links are.
 */
export async function entryOfOfferToken(run: RunSql, token: string): Promise<WaitlistRow | undefined> {
  if (!waitlistTokenPattern.test(token)) return undefined;
  const digest = tokenDigest(token);
  const rows = await run<WaitlistRow & { hash: Buffer }>(
    `SELECT ${COLUMNS}, offer_token_hash AS hash FROM ${W} WHERE offer_token_hash = $1 AND status = 'offered'`,
    [digest],
  );
  const row = rows[0];
  if (!row || row.hash.length !== digest.length || !timingSafeEqual(row.hash, digest)) return undefined;
  const { hash: _hash, ...entry } = row;
  return entry;
}

/** Locks an entry while its offer still holds its place (false once it is booked, lapsed or run out). */
export async function lockOfferedEntry(run: RunSql, id: number, now: Date) {
  const rows = await run(`SELECT id FROM ${W} WHERE id = $1 AND status = 'offered' AND offer_expires_at > $2::timestamptz FOR UPDATE`, [id, now.toISOString()]);
  return rows.length === 1;
}

/** The offer was taken: the entry is booked (false when it is no longer offered, e.g. it just lapsed). */
export async function markBooked(run: RunSql, id: number, reservationId: number, now: Date) {
  const rows = await run(
    `UPDATE ${W} SET status = 'booked', reservation_id = $2, offer_token_hash = NULL, updated_at = $3::timestamptz WHERE id = $1 AND status = 'offered' RETURNING id`,
    [id, reservationId, now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * The customer leaves with the confirmation's link: a waiting or offered entry ends (an offered
 * place goes back to the round, for the next in line). False when the token names no such entry.
 * The row is found by the token's digest, which a guesser cannot steer.
 */
export async function leaveByToken(client: pg.PoolClient, token: string, now: Date): Promise<boolean> {
  if (!waitlistTokenPattern.test(token)) return false;
  const { rowCount } = await client.query(
    `UPDATE ${W} SET status = 'left', offer_token_hash = NULL, leave_token_hash = NULL, updated_at = $2
     WHERE leave_token_hash = $1 AND status IN ('waiting', 'offered')`,
    [tokenDigest(token), now],
  );
  return rowCount === 1;
}

import type { SeasonWindow } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import { newLinkToken, tokenDigest } from './link-tokens.js';

const S = `"${DB_SCHEMA}"`;

export interface SeasonRow {
  id: number;
  name: string;
  locationId: number | null;
  startsOn: string;
  endsOn: string;
}

const SEASON_COLUMNS = `id, name, location_id AS "locationId", to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"`;

/**
 * The hotel customers of a season: one per e-mail address with a set stored (tire_sets, status
 * 'stored') at the season's location (any, for a season of every location), with the set stored
 * longest as theirs. Those already invited this season, and those with a booking in the window
 * already, are left out. Oldest stored first: the order the batches go out in.
 */
const NOT_YET_INVITED = `
  SELECT * FROM (
    SELECT DISTINCT ON (lower(t.email)) t.id AS "tireSetId", lower(t.email) AS email, t.user_id AS "userId", t.language,
           t.location_id AS "locationId", t.stored_at AS "storedAt",
           (SELECT r.guest_name FROM ${S}."reservations" r WHERE r.id = t.intake_reservation_id) AS name
      FROM ${S}."tire_sets" t
     WHERE t.status = 'stored' AND t.email IS NOT NULL AND ($2::int IS NULL OR t.location_id = $2)
     ORDER BY lower(t.email), t.stored_at, t.id
  ) AS customer
  WHERE NOT EXISTS (SELECT 1 FROM ${S}."season_invitations" i WHERE i.season_id = $1 AND i.email = customer.email)
    AND NOT EXISTS (SELECT 1 FROM ${S}."reservations" r WHERE lower(r.contact_email) = customer.email AND r.status <> 'cancelled'
                      AND r.scheduled_date BETWEEN $3::date AND $4::date)`;

export interface HotelCustomer {
  tireSetId: number;
  email: string;
  userId: string | null;
  language: string | null;
  locationId: number;
  /** The name on the booking the set came in with, for the greeting. */
  name: string | null;
}

export async function insertSeason(pool: pg.Pool, season: Omit<SeasonRow, 'id'>, admin: string | null): Promise<SeasonRow> {
  const result = await pool.query<SeasonRow>(
    `INSERT INTO ${S}."season_windows" (name, location_id, starts_on, ends_on, created_by) VALUES ($1, $2, $3::date, $4::date, $5) RETURNING ${SEASON_COLUMNS}`,
    [season.name, season.locationId, season.startsOn, season.endsOn, admin],
  );
  return result.rows[0]!;
}

/** A season by id; with `lock`, its row is locked for the transaction (one batch at a time per season). */
export async function findSeason(db: pg.Pool | pg.PoolClient, id: number, { lock = false } = {}): Promise<SeasonRow | undefined> {
  const result = await db.query<SeasonRow>(`SELECT ${SEASON_COLUMNS} FROM ${S}."season_windows" WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return result.rows[0];
}

/** The seasons, newest window first, with their invitation figures. */
export async function listSeasons(pool: pg.Pool): Promise<SeasonWindow[]> {
  const seasons = await pool.query<SeasonRow>(`SELECT ${SEASON_COLUMNS} FROM ${S}."season_windows" ORDER BY starts_on DESC, id DESC LIMIT 50`);
  return Promise.all(seasons.rows.map((season) => withFigures(pool, season)));
}

/** A season with how many were invited, in how many batches, and how many are still to invite. */
export async function withFigures(db: pg.Pool | pg.PoolClient, season: SeasonRow): Promise<SeasonWindow> {
  const [sent, waiting] = await Promise.all([
    db.query<{ invited: number; batches: number }>(
      `SELECT count(*)::int AS invited, coalesce(max(batch), 0)::int AS batches FROM ${S}."season_invitations" WHERE season_id = $1`,
      [season.id],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${NOT_YET_INVITED}) AS waiting`, [season.id, season.locationId, season.startsOn, season.endsOn]),
  ]);
  return { ...season, invited: sent.rows[0]!.invited, batches: sent.rows[0]!.batches, notYetInvited: waiting.rows[0]!.n };
}

/** The next `limit` hotel customers of the season not invited yet (in the caller's transaction). */
export async function nextCustomersToInvite(client: pg.PoolClient, season: SeasonRow, limit: number): Promise<HotelCustomer[]> {
  const result = await client.query<HotelCustomer>(`${NOT_YET_INVITED} ORDER BY "storedAt", "tireSetId" LIMIT $5`, [
    season.id,
    season.locationId,
    season.startsOn,
    season.endsOn,
    limit,
  ]);
  return result.rows;
}

export async function nextBatchNumber(client: pg.PoolClient, seasonId: number): Promise<number> {
  const result = await client.query<{ batch: number }>(`SELECT coalesce(max(batch), 0)::int + 1 AS batch FROM ${S}."season_invitations" WHERE season_id = $1`, [
    seasonId,
  ]);
  return result.rows[0]!.batch;
}

/**
 * Records one invitation and returns its id and token (the token only here, for the e-mail).
 * The unique (season, e-mail) index makes a second invitation of the same customer impossible.
 */
export async function insertInvitation(
  client: pg.PoolClient,
  invitation: { seasonId: number; customer: HotelCustomer; batch: number; suggestedDate: string },
): Promise<{ id: number; token: string }> {
  const token = newLinkToken();
  const { seasonId, customer, batch, suggestedDate } = invitation;
  const result = await client.query<{ id: number }>(
    `INSERT INTO ${S}."season_invitations" (season_id, email, user_id, tire_set_id, location_id, language, batch, suggested_date, token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) RETURNING id`,
    [seasonId, customer.email, customer.userId, customer.tireSetId, customer.locationId, customer.language, batch, suggestedDate, tokenDigest(token)],
  );
  return { id: result.rows[0]!.id, token };
}

export interface InvitationOfToken {
  email: string;
  suggestedDate: string;
  startsOn: string;
  endsOn: string;
  tireSetId: number | null;
}

/** The invitation a token names (by its digest), with its season's window. */
export async function invitationOfToken(pool: pg.Pool, token: string): Promise<InvitationOfToken | undefined> {
  const result = await pool.query<InvitationOfToken>(
    `SELECT i.email, to_char(i.suggested_date, 'YYYY-MM-DD') AS "suggestedDate", to_char(s.starts_on, 'YYYY-MM-DD') AS "startsOn",
            to_char(s.ends_on, 'YYYY-MM-DD') AS "endsOn", i.tire_set_id AS "tireSetId"
       FROM ${S}."season_invitations" i JOIN ${S}."season_windows" s ON s.id = i.season_id
      WHERE i.token_hash = $1`,
    [tokenDigest(token)],
  );
  return result.rows[0];
}

/** Per location and day of a window: bookings (paid or confirmed), unpaid holds, and invited customers not booked in the window. */
export async function forecastCounts(pool: pg.Pool, season: SeasonRow) {
  const [bookings, invited] = await Promise.all([
    pool.query<{ locationId: number; date: string; booked: number; held: number }>(
      `SELECT location_id AS "locationId", to_char(scheduled_date, 'YYYY-MM-DD') AS date,
              count(*) FILTER (WHERE NOT (status = 'pending' AND payment_status <> 'paid'))::int AS booked,
              count(*) FILTER (WHERE status = 'pending' AND payment_status <> 'paid')::int AS held
         FROM ${S}."reservations"
        WHERE scheduled_date BETWEEN $1::date AND $2::date AND status <> 'cancelled' AND ($3::int IS NULL OR location_id = $3)
        GROUP BY location_id, scheduled_date`,
      [season.startsOn, season.endsOn, season.locationId],
    ),
    pool.query<{ locationId: number; date: string; n: number }>(
      `SELECT i.location_id AS "locationId", to_char(i.suggested_date, 'YYYY-MM-DD') AS date, count(*)::int AS n
         FROM ${S}."season_invitations" i
        WHERE i.season_id = $1
          AND NOT EXISTS (SELECT 1 FROM ${S}."reservations" r WHERE lower(r.contact_email) = i.email AND r.status <> 'cancelled'
                            AND r.scheduled_date BETWEEN $2::date AND $3::date)
        GROUP BY i.location_id, i.suggested_date`,
      [season.id, season.startsOn, season.endsOn],
    ),
  ]);
  const key = (locationId: number, date: string) => `${locationId}/${date}`;
  return {
    bookings: new Map(bookings.rows.map((row) => [key(row.locationId, row.date), row])),
    invited: new Map(invited.rows.map((row) => [key(row.locationId, row.date), row.n])),
    key,
  };
}

/** The stored set an invitation names, as its pre-fill needs it (undefined once it left the shelf). */
export async function storedSetOf(pool: pg.Pool, tireSetId: number) {
  const result = await pool.query<{
    id: number;
    locationId: number;
    licensePlate: string;
    tireSize: string;
    tireType: 'summer' | 'winter' | 'studded';
    onRims: boolean;
    brand: string;
    model: string;
  }>(
    `SELECT id, location_id AS "locationId", license_plate AS "licensePlate", tire_size AS "tireSize", tire_type AS "tireType", on_rims AS "onRims", brand, model
       FROM ${S}."tire_sets" WHERE id = $1 AND status = 'stored'`,
    [tireSetId],
  );
  return result.rows[0];
}

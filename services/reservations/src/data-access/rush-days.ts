import type { RushDay } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."location_extra_capacity"`;
const COLUMNS = `location_id, to_char("date", 'YYYY-MM-DD') AS date, extra_bays, opens_early, closes_late`;

interface RushDayRow {
  location_id: number;
  date: string;
  extra_bays: number;
  opens_early: string | null;
  closes_late: string | null;
}

const toRushDay = (row: RushDayRow): RushDay => ({
  locationId: row.location_id,
  date: row.date,
  extraBays: row.extra_bays,
  opensEarly: row.opens_early,
  closesLate: row.closes_late,
});

/** The rush days from `from` on, every location, by date. */
export async function listRushDaysFrom(pool: pg.Pool, from: string): Promise<RushDay[]> {
  const result = await pool.query<RushDayRow>(`SELECT ${COLUMNS} FROM ${T} WHERE "date" >= $1::date ORDER BY "date", location_id`, [from]);
  return result.rows.map(toRushDay);
}

/**
 * Saves a location's rush day (replacing its extra) and makes sure the bays it counts exist: a
 * booking names its bay (reservations.bay references bays), so bays capacity+1..capacity+extra
 * are added once and kept (a bay row no booking uses changes nothing).
 */
export async function upsertRushDay(client: pg.PoolClient, day: RushDay, baseCapacity: number, admin: string | null): Promise<RushDay> {
  await client.query(
    `INSERT INTO "${DB_SCHEMA}"."bays" (location_id, number)
       SELECT $1, n FROM generate_series($2::int + 1, $2::int + $3::int) AS n
     ON CONFLICT DO NOTHING`,
    [day.locationId, baseCapacity, day.extraBays],
  );
  const result = await client.query<RushDayRow>(
    `INSERT INTO ${T} (location_id, "date", extra_bays, opens_early, closes_late, updated_by, updated_at)
     VALUES ($1, $2::date, $3, $4, $5, $6, now())
     ON CONFLICT (location_id, "date") DO UPDATE SET extra_bays = EXCLUDED.extra_bays, opens_early = EXCLUDED.opens_early,
       closes_late = EXCLUDED.closes_late, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING ${COLUMNS}`,
    [day.locationId, day.date, day.extraBays, day.opensEarly, day.closesLate, admin],
  );
  return toRushDay(result.rows[0]!);
}

/** Removes a rush day; whether there was one. */
export async function deleteRushDay(pool: pg.Pool, locationId: number, date: string): Promise<boolean> {
  const result = await pool.query(`DELETE FROM ${T} WHERE location_id = $1 AND "date" = $2::date`, [locationId, date]);
  return (result.rowCount ?? 0) > 0;
}

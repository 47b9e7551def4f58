import type { ClosedDay, ExtraCapacity, FinnishHoliday } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

/**
 * The days a location does not open whatever its weekly hours: holidays (all locations) and its
 * own closures; and the rush days it offers more than its weekly hours and bays (extra capacity).
 */
export interface ClosedDays {
  closedOn(locationId: number, date: string): ClosedDay | null;
  extraOn(locationId: number, date: string): ExtraCapacity | null;
}

const HOLIDAYS = `SELECT to_char("date", 'YYYY-MM-DD') AS date, name_fi, name_en FROM "${DB_SCHEMA}"."public_holidays"`;
const CLOSURES = `SELECT location_id, to_char("date", 'YYYY-MM-DD') AS date, reason FROM "${DB_SCHEMA}"."location_closures"`;
// Rush days: a few a season per location, read whole like the closures (a past one is harmless).
const EXTRAS = `SELECT location_id, to_char("date", 'YYYY-MM-DD') AS date, extra_bays, opens_early, closes_late FROM "${DB_SCHEMA}"."location_extra_capacity"`;

export async function loadClosedDays(pool: pg.Pool): Promise<ClosedDays> {
  const [holidays, closures, extras] = await Promise.all([
    pool.query<{ date: string; name_fi: string; name_en: string }>(HOLIDAYS),
    pool.query<{ location_id: number; date: string; reason: string }>(CLOSURES),
    pool.query<{ location_id: number; date: string; extra_bays: number; opens_early: string | null; closes_late: string | null }>(EXTRAS),
  ]);
  const holidayOn = new Map<string, ClosedDay>(holidays.rows.map((row) => [row.date, { kind: 'holiday', name: { fi: row.name_fi, en: row.name_en } }]));
  const closureOn = new Map<string, ClosedDay>(
    closures.rows.map((row) => [`${row.location_id}/${row.date}`, { kind: 'closure', name: { fi: row.reason, en: row.reason } }]),
  );
  const extraOn = new Map<string, ExtraCapacity>(
    extras.rows.map((row) => [`${row.location_id}/${row.date}`, { extraBays: row.extra_bays, opensEarly: row.opens_early, closesLate: row.closes_late }]),
  );
  return {
    closedOn: (locationId, date) => closureOn.get(`${locationId}/${date}`) ?? holidayOn.get(date) ?? null,
    extraOn: (locationId, date) => extraOn.get(`${locationId}/${date}`) ?? null,
  };
}

/**
 * Holidays, closures and rush days change a few times a year and are read by every slot query, so
 * they are kept in memory for a short time like the locations (small tables, read whole). An
 * admin's change of a rush day clears this instance's copy at once (rush-days.ts); another
 * instance sees it within the TTL.
 */
export function createOpeningDaysCache(pool: pg.Pool, { ttlMs = 30_000, now = () => Date.now() } = {}) {
  let cached: { at: number; value: Promise<ClosedDays> } | undefined;
  return {
    get(): Promise<ClosedDays> {
      if (!cached || now() - cached.at > ttlMs) {
        const entry = { at: now(), value: loadClosedDays(pool) };
        cached = entry;
        entry.value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
    clear() {
      cached = undefined;
    },
  };
}
export type OpeningDaysCache = ReturnType<typeof createOpeningDaysCache>;

/** Idempotent: the holidays of the given years, inserted or renamed (admins may add their own rows). */
export async function seedHolidays(pool: pg.Pool, holidays: readonly FinnishHoliday[]) {
  for (const holiday of holidays) {
    await pool.query(
      `INSERT INTO "${DB_SCHEMA}"."public_holidays" ("date", name_fi, name_en) VALUES ($1, $2, $3)
       ON CONFLICT ("date") DO UPDATE SET name_fi = EXCLUDED.name_fi, name_en = EXCLUDED.name_en`,
      [holiday.date, holiday.fi, holiday.en],
    );
  }
}

/** A one-off closure of one location (idempotent per location and day). */
export async function addClosure(pool: pg.Pool, locationId: number, date: string, reason: string) {
  await pool.query(
    `INSERT INTO "${DB_SCHEMA}"."location_closures" (location_id, "date", reason) VALUES ($1, $2, $3)
     ON CONFLICT (location_id, "date") DO UPDATE SET reason = EXCLUDED.reason`,
    [locationId, date, reason],
  );
}

import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finnishPublicHolidays } from '@tire/contracts';
import { inTransaction } from '@tire/service-kit';
import { applyMigrations } from '@tire/service-kit/migrate';
import { dropScratchDatabase } from '@tire/service-kit/testing/test-database';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/config.js';
import { connectDatabase, type Database } from '../src/data-access/database.js';
import { seedHolidays } from '../src/data-access/opening-days.js';
import { seedLocations } from '../src/data-access/seed-locations.js';
import { analyze, seedPastBookings } from './support/seed-history.js';
import { scratchDatabaseUrl } from './support/test-database.js';

/**
 * The migrations of the admin's reads on a large table (issue 25) and every one after them are
 * applied to a table that already holds years of bookings, while customers keep booking: no
 * booking fails or waits on them, because each index is built CONCURRENTLY (in a migration of its
 * own, outside a transaction) and nothing rewrites the table.
 */
const FIRST_ONLINE_MIGRATION = '20261210090000_admin_search_trigrams';
const HISTORY = 60_000;
const databaseUrl = scratchDatabaseUrl('online');

const dropDatabase = () => dropScratchDatabase(databaseUrl);

let db: Database | undefined;
const before = mkdtempSync(path.join(tmpdir(), 'reservations-migrations-'));
afterAll(async () => {
  await db?.close();
  await dropDatabase();
  rmSync(before, { recursive: true, force: true });
});

/** Free bays of start times from 3 March 2026 on, each handed out once, holidays skipped. */
function* slots() {
  const holidays = new Set(finnishPublicHolidays(2026).map((holiday) => holiday.date));
  for (let day = 1; day < 20_000; day++) {
    const date = new Date(Date.UTC(2026, 2, 2 + day)).toISOString().slice(0, 10);
    if (holidays.has(date)) continue;
    for (const time of ['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']) {
      yield { date, time, bay: 1 };
      yield { date, time, bay: 2 };
    }
  }
}

describe('the migrations on a table with years of bookings', () => {
  it('are applied while bookings keep arriving, none of them failing or held up', async () => {
    // The schema as it was before this change, with its history.
    const names = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const later = names.filter((name) => name >= FIRST_ONLINE_MIGRATION);
    for (const name of names.filter((name) => name < FIRST_ONLINE_MIGRATION))
      cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    await dropDatabase();
    await applyMigrations({ databaseUrl, migrationsDir: before });
    db = connectDatabase(databaseUrl, { poolSize: 6 });
    await seedLocations(db.prisma);
    await seedHolidays(db.pool, finnishPublicHolidays(2026));
    const helsinki = (await db.prisma.location.findUniqueOrThrow({ where: { name: 'Helsinki' } })).id;
    await seedPastBookings(db.pool, { locationId: helsinki, before: '2026-03-02', count: HISTORY });
    await analyze(db.pool);

    // Customers keep booking: each booking one short transaction, as the release before this one
    // writes it (the booking and its first event), so it runs on the schema of any step between.
    const free = slots();
    const answers: { ok: boolean; error?: string; startedAt: number; endedAt: number }[] = [];
    let stop = false;
    let n = 0;
    const customer = async () => {
      while (!stop) {
        const slot = free.next();
        if (slot.done) break;
        const i = n++;
        const startedAt = performance.now();
        try {
          await inTransaction(db!.pool, async (client) => {
            const { rows } = await client.query<{ id: number }>(
              `INSERT INTO reservations.reservations (tracking_code, service_type, location_id, scheduled_date, scheduled_time, starts_at, bay,
                 registration_number, vehicle_model, tire_size, guest_name, guest_email, contact_email, total_cents, client_key)
               VALUES ($1, 'tire_change', $2, $3::date, $4::text, ($3::date + $4::text::time) AT TIME ZONE 'Europe/Helsinki', $5,
                 'ONL-' || $6, 'Toyota Corolla', '205/55R16', 'Maija Meikäläinen', $7, $7, 3500, '10.9.0.1')
               RETURNING id`,
              [`ONLINE-${String(i).padStart(6, '0')}`, helsinki, slot.value.date, slot.value.time, slot.value.bay, i, `online${i}@example.fi`],
            );
            await client.query(
              `INSERT INTO reservations.reservation_events (reservation_id, type, to_status, actor_type, source) VALUES ($1, 'created', 'pending', 'guest', 'web')`,
              [rows[0]!.id],
            );
          });
          answers.push({ ok: true, startedAt, endedAt: performance.now() });
        } catch (error) {
          answers.push({ ok: false, error: (error as Error).message, startedAt, endedAt: performance.now() });
        }
        // A customer every 10 ms or so: a busy shop, not a benchmark that would starve the build of CPU.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const customers = [customer(), customer()];
    while (answers.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const migrationStarted = performance.now();
    const applied = await applyMigrations({ databaseUrl, migrationsDir: MIGRATIONS_DIR });
    const migrationEnded = performance.now();
    while (answers.filter((answer) => answer.startedAt > migrationEnded).length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await Promise.all(customers);

    expect(applied.map((migration) => migration.name)).toEqual(later);
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    const during = answers.filter((answer) => answer.endedAt > migrationStarted && answer.startedAt < migrationEnded);
    const longest = Math.max(...during.map((answer) => answer.endedAt - answer.startedAt));
    const took = migrationEnded - migrationStarted;
    console.log(
      `[migrate-online] ${later.length} migrations on ${HISTORY.toLocaleString('en')} bookings in ${Math.round(took)} ms; ` +
        `${during.length} bookings meanwhile, the longest ${Math.round(longest)} ms`,
    );
    // Bookings went on all along: none waited for a build (a blocking build of these indexes takes seconds).
    expect(during.length).toBeGreaterThanOrEqual(10);
    expect(longest).toBeLessThan(Math.min(1_500, took / 2));

    // Every index is there and usable, every booking kept.
    const { rows: invalid } = await db.pool.query(
      `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace = 'reservations'::regnamespace AND NOT i.indisvalid`,
    );
    expect(invalid).toEqual([]);
    const { rows: indexes } = await db.pool.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'reservations' AND tablename = 'reservations'`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining(['reservations_search_trigrams_idx', 'reservations_created_at_id_idx', 'reservations_retention_idx']),
    );
    const { rows: count } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations.reservations');
    expect(count[0]!.n).toBe(HISTORY + answers.length);
  }, 240_000);
});

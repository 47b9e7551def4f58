import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCountQuery, adminPageQuery } from '../src/data-access/admin-list.js';
import { reservationSearchQuery } from '../src/data-access/admin-search.js';
import { ADMIN_STATS_SQL, adminStatsValues } from '../src/data-access/admin-stats-query.js';
import { RETENTION_BATCH_SQL } from '../src/data-access/reservation-retention.js';
import { earlierNoShowsQuery } from '../src/data-access/no-show-counts.js';
import { adminPeriods } from '../src/domain/admin-periods.js';
import { analyze, indexUse, seedPastBookings } from './support/seed-history.js';
import { NOW, startTestService, type TestService } from './support/test-app.js';

// Each index this service added for the admin's reads (and the retention job) is checked here on a
// history of 20,000 bookings with fresh statistics: the query the code runs, as PostgreSQL plans it
// for those parameters, reads that index and never the whole reservations table. No planner
// setting is changed: with this many rows a sequential scan is simply the dearer plan.
const HISTORY = 20_000;

let service: TestService;
let sample: { tracking_code: string; registration_number: string; contact_email: string };

beforeAll(async () => {
  service = await startTestService();
  await service.reset();
  await seedPastBookings(service.db.pool, { locationId: await service.locationId('Helsinki'), before: '2026-03-02', count: HISTORY });
  await analyze(service.db.pool);
  sample = (
    await service.db.pool.query(`SELECT tracking_code, registration_number, contact_email FROM reservations.reservations ORDER BY id OFFSET 777 LIMIT 1`)
  ).rows[0];
}, 120_000);
afterAll(async () => {
  await service.reset();
  await service.close();
});

const uses = async (query: { text: string; values?: unknown[] }) => indexUse(service.db.pool, query, 'reservations');

describe('the admin’s search reads the trigram index, not the history', () => {
  it.each([
    ['part of a tracking code', () => sample.tracking_code.slice(-4).toLowerCase()],
    ['a plate written another way', () => sample.registration_number.toLowerCase().replace('-', ' ')],
    ['part of an e-mail address', () => sample.contact_email.split('@')[0]!],
    ['a whole e-mail address', () => sample.contact_email],
  ])('%s', async (_what, typed) => {
    const plan = await uses(reservationSearchQuery(typed()));
    expect(plan.indexes).toContain('reservations_search_trigrams_idx');
    expect(plan.seqScan).toBe(false);
    // And it finds the booking.
    const { rows } = await service.db.pool.query(reservationSearchQuery(typed()));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('of one day, and of two characters: bounded reads as well', async () => {
    expect((await uses(reservationSearchQuery(sample.contact_email, { date: '2026-01-10' }))).seqScan).toBe(false);
    const short = await uses(reservationSearchQuery('ab'));
    expect(short.indexes).toEqual(['reservations_created_at_id_idx']);
    expect(short.seqScan).toBe(false);
  });
});

describe('the admin’s list without a day reads the newest-first index', () => {
  it('for the first page and for the page after a cursor', async () => {
    const first = await uses(adminPageQuery({ take: 51 }));
    expect(first.indexes).toEqual(['reservations_created_at_id_idx']);
    expect(first.seqScan).toBe(false);

    const { rows } = await service.db.pool.query(`SELECT id, created_at FROM reservations.reservations ORDER BY created_at DESC, id DESC OFFSET 5000 LIMIT 1`);
    const after = await uses(adminPageQuery({ take: 51, after: { id: rows[0].id, createdAt: rows[0].created_at } }));
    expect(after.indexes).toEqual(['reservations_created_at_id_idx']);
    expect(after.seqScan).toBe(false);
  });

  it('and counts at most 1,001 rows for its total', async () => {
    const { rows } = await service.db.pool.query(adminCountQuery({}));
    expect(rows[0].n).toBe(1001);
    const day = await uses(adminCountQuery({ date: '2026-01-10' }));
    expect(day.seqScan).toBe(false);
  });
});

describe('the dashboard’s figures are range scans of their own indexes', () => {
  it('today, the week, the month’s revenue, what awaits confirmation, unpaid holds and failed refunds', async () => {
    // A month inside the history, so that the month's revenue has rows to sum.
    const plan = await uses({ text: ADMIN_STATS_SQL, values: adminStatsValues(adminPeriods(new Date('2026-01-20T10:00:00Z'))) });
    expect(plan.indexes).toEqual(
      expect.arrayContaining([
        'reservations_active_date_idx',
        'reservations_completed_date_idx',
        'reservations_pending_payment_idx',
        'reservations_refund_failed_idx',
      ]),
    );
    expect(plan.seqScan).toBe(false);
  });
});

describe('the retention job', () => {
  it('takes its next batch from the start of its own index, past the years anonymised before', async () => {
    // As after earlier runs: the oldest years are anonymised already (and out of the index).
    await service.db.pool.query(`UPDATE reservations.reservations SET anonymised_at = now() WHERE scheduled_date < '2025-05-01'`);
    await analyze(service.db.pool);
    const plan = await uses({ text: RETENTION_BATCH_SQL, values: ['2025-06-01', 500] });
    expect(plan.indexes).toEqual(['reservations_retention_idx']);
    expect(plan.seqScan).toBe(false);
  });
});

describe('the cards’ count of earlier no-shows', () => {
  it('reads the no-show rows of each address from their own index, and the page’s rows by id', async () => {
    // Some customers did not come (one in a few hundred), one of them the sample's address.
    await service.db.pool.query(`UPDATE reservations.reservations SET no_show_at = starts_at WHERE id % 300 = 0 OR lower(contact_email) = lower($1)`, [
      sample.contact_email,
    ]);
    await analyze(service.db.pool);
    const { rows } = await service.db.pool.query(`SELECT id FROM reservations.reservations ORDER BY created_at DESC, id DESC LIMIT 200`);
    const plan = await uses(earlierNoShowsQuery(rows.map((row) => row.id)));
    expect(plan.indexes).toContain('reservations_no_show_email_idx');
    expect(plan.seqScan).toBe(false);
  });
});

it('the test clock stands where the history ends', () => {
  expect(NOW.toISOString().slice(0, 10)).toBe('2026-03-02');
});

import { LIST_PAGE_HEADERS } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seedPastBookings } from './support/seed-history.js';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };

const service = useTestService();

const list = (query: Record<string, string>) =>
  request(service.app)
    .get(`/api/admin/reservations?${new URLSearchParams(query)}`)
    .set(ADMIN);

/** Every page of a list, following X-Next-Cursor; `between` runs before each next page. */
async function allPages(query: Record<string, string>, between: (page: number) => Promise<void> = async () => {}) {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const response = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    pages.push(response.body.map((reservation: { id: number }) => reservation.id));
    cursor = response.headers[LIST_PAGE_HEADERS.nextCursor.toLowerCase()];
    if (cursor) await between(pages.length);
  } while (cursor && pages.length < 100);
  return pages;
}

const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
let booked = 0;
/** A new booking, as a customer makes it while the admin pages: the newest of all. */
const bookNow = async () => {
  const time = times[booked++ % times.length]!;
  const response = await request(service.app)
    .post('/api/reservations')
    .send(guestBooking(service.helsinki, { scheduledTime: time, scheduledDate: booked > times.length ? '2026-03-08' : '2026-03-07' }));
  expect(response.status).toBe(201);
  return response.body.id as number;
};

describe('the admin pages through all bookings by cursor', () => {
  it('gets every booking exactly once, newest first, while bookings keep arriving between the pages', async () => {
    await seedPastBookings(service.db.pool, { locationId: service.helsinki, before: '2026-03-02', count: 230 });
    const { rows } = await service.db.pool.query<{ id: number }>(`SELECT id FROM reservations.reservations ORDER BY created_at DESC, id DESC`);
    const before = rows.map((row) => row.id);
    booked = 0;

    const arrived: number[] = [];
    const pages = await allPages({ limit: '50' }, async () => {
      arrived.push(await bookNow(), await bookNow());
    });

    const seen = pages.flat();
    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 30]);
    expect(new Set(seen).size).toBe(seen.length); // none twice
    expect(seen).toEqual(before); // every one, in the list's order
    expect(arrived).toHaveLength(8);
    // The newcomers are at the top of a fresh first page.
    const fresh = await list({ limit: '8' });
    expect(fresh.body.map((reservation: { id: number }) => reservation.id)).toEqual([...arrived].reverse());
  });

  it('does the same for a search and for one day', async () => {
    await seedPastBookings(service.db.pool, { locationId: service.helsinki, before: '2026-03-02', count: 120 });
    const matches = (
      await service.db.pool.query<{ id: number }>(
        `SELECT id FROM reservations.reservations WHERE contact_email LIKE 'past1%' ORDER BY created_at DESC, id DESC`,
      )
    ).rows.map((row) => row.id);
    booked = 0;
    expect((await allPages({ q: 'past1', limit: '7' }, async () => void (await bookNow()))).flat()).toEqual(matches);

    const day = (
      await service.db.pool.query<{ id: number }>(
        `SELECT id FROM reservations.reservations WHERE scheduled_date = '2026-02-27' ORDER BY created_at DESC, id DESC`,
      )
    ).rows.map((row) => row.id);
    expect(day).toHaveLength(20);
    expect((await allPages({ date: '2026-02-27', limit: '6' })).flat()).toEqual(day);
  });

  it('refuses a cursor it did not make (400)', async () => {
    for (const cursor of ['nonsense', 'MjAyNi0wMy0wMlQwODowMDowMC4wMDBafGFiYw', 'a+b/c=']) expect((await list({ cursor })).status, cursor).toBe(400);
  });
});

describe('the admin’s totals stop at 1,000', () => {
  it('says "more than 1,000" for all bookings, and the exact number for a day', async () => {
    await seedPastBookings(service.db.pool, { locationId: service.helsinki, before: '2026-03-02', count: 1200 });

    const all = await list({ limit: '10' });
    expect(all.headers['x-total-count']).toBe('1000');
    expect(all.headers['x-total-count-bounded']).toBe('true');

    const day = await list({ date: '2026-02-27' });
    expect(day.headers['x-total-count']).toBe('20');
    expect(day.headers['x-total-count-bounded']).toBeUndefined();
    expect(day.body).toHaveLength(20);
    expect(day.headers['x-next-cursor']).toBeUndefined();
  });
});

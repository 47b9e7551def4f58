import { createHash } from 'node:crypto';
import { manageTokenPattern, myBookingSchema, reservationSchema } from '@tire/contracts';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { guestBooking, NOW } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts NOW) unless a
// test moves it; the bookings are on Saturday 7 March.
let clock = NOW;
const service = useTestService({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});

async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await request(service.app).post('/api/reservations').set(headers).send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}
/** The list as the BFF asks it for a live e-mail access link: the address is in its signed token. */
const listFor = (email?: string) =>
  request(service.app)
    .get('/internal/reservations/by-email')
    .set(email ? { 'x-user-email': email } : {});

describe('"my bookings" of an address proven by an e-mail access link', () => {
  it('lists every booking made with the address, in any case, newest first, and never another address’s', async () => {
    const first = await book({ guestEmail: 'maija@example.fi' });
    const second = await book({ scheduledTime: '11:00', guestEmail: ' MAIJA@Example.fi ' });
    await book({ scheduledTime: '12:00', guestEmail: 'eero@example.fi' });

    const answer = await listFor('Maija@example.fi');

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const bookings = answer.body.map((row: unknown) => myBookingSchema.parse(row));
    expect(bookings.map((b: { trackingCode: string }) => b.trackingCode)).toEqual([second.trackingCode, first.trackingCode]);
  });

  it('gives each manageable booking a fresh manage link, kept only as its digest, that opens that booking', async () => {
    const booked = await book({ guestEmail: 'liisa@example.fi' });
    const [listed] = (await listFor('liisa@example.fi')).body;
    expect(listed.manageToken).toMatch(manageTokenPattern);
    const { rows } = await service.db.pool.query(`SELECT token_hash, purpose FROM reservations.manage_links WHERE reservation_id = $1 AND purpose = 'portal'`, [
      booked.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toEqual(createHash('sha256').update(listed.manageToken).digest());
    const opened = await request(service.app).get(`/api/manage-booking/${listed.manageToken}`);
    expect(opened.status).toBe(200);
    expect(opened.body.trackingCode).toBe(booked.trackingCode);
  });

  it('shows a cancelled or past booking with its status and no manage link', async () => {
    const cancelled = await book({ guestEmail: 'pekka@example.fi' });
    const [listed] = (await listFor('pekka@example.fi')).body;
    expect((await request(service.app).post(`/api/manage-booking/${listed.manageToken}/cancel`)).status).toBe(200);
    const afterCancel = (await listFor('pekka@example.fi')).body;
    expect(afterCancel).toEqual([expect.objectContaining({ trackingCode: cancelled.trackingCode, status: 'cancelled', manageToken: null })]);

    await book({ scheduledTime: '12:00', guestEmail: 'pekka@example.fi' });
    clock = new Date('2026-03-07T12:00:00.000Z');
    const later = (await listFor('pekka@example.fi')).body;
    expect(later.map((b: { manageToken: string | null }) => b.manageToken)).toEqual([null, null]);
  });

  it('lists nothing for an address with no bookings, or without an address', async () => {
    await book({ guestEmail: 'someone@example.fi' });
    expect((await listFor('nobody@example.fi')).body).toEqual([]);
    expect((await listFor()).body).toEqual([]);
  });
});

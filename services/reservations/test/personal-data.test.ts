import { personalDataPartSchema } from '@tire/contracts';
import request from 'supertest';
import { everyTextInSchema } from '@tire/service-kit/testing/test-database';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// A customer's own data: the download of their bookings, the cancellation of what is still to
// come (refunded in full), and the erasure with the retention job's rule. The clock stands at
// Monday 2 March 2026; the bookings are on Saturday 7 March.
const service = useTestService();

const MAIJA = { 'x-user-id': 'user-maija', 'x-user-email': 'Maija@Example.fi' };
/** A guest who proved the address through an e-mail link: the address alone. */
const MAIJA_AS_GUEST = { 'x-user-email': 'maija@example.fi' };

async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await request(service.app).post('/api/reservations').set(headers).send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return response.body as { id: number; trackingCode: string };
}
/** The tire change's price (guestBooking), and with the tire hotel's storage (+50 EUR). */
const PRICE = 3500;
const PRICE_WITH_STORAGE = 8500;
/** Someone else's booking at noon: nothing of it may show in Maija's export or go with her erasure. */
const EEROS_BOOKING = {
  scheduledTime: '12:00',
  guestEmail: 'eero@example.fi',
  guestName: 'Eero Esimerkki',
  registrationNumber: 'XYZ-999',
  guestPhone: '+358409999999',
  guestAddress: 'Toinenkatu 2',
};
const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const pay = (id: number, amountCents: number) =>
  request(service.fromPayments)
    .post(`/internal/reservations/${id}/paid`)
    .send({ paymentIntentId: `pi_${id}`, amountCents })
    .expect(200);

/** Every text the reservations schema holds in any column of any table, as one lower-case string. */
const everyText = () => everyTextInSchema(service.db.pool, 'reservations');
const money = async () =>
  (
    await service.db.pool.query(
      `SELECT tracking_code, total_cents, refund_cents, refund_status, status, payment_status FROM reservations.reservations ORDER BY id`,
    )
  ).rows;

describe('a customer’s own bookings', () => {
  it('are exported with their history, from the account and from the address, and nobody else’s', async () => {
    const own = await book({ guestEmail: '' }, MAIJA);
    const asGuest = await book({ scheduledTime: '11:00', guestEmail: 'MAIJA@example.fi' });
    await book(EEROS_BOOKING);

    const answer = await request(service.app).get('/internal/personal-data').set(MAIJA);

    expect(answer.status).toBe(200);
    const part = personalDataPartSchema.parse(answer.body);
    expect(part).toMatchObject({ service: 'reservations', schemaVersion: 1 });
    expect(part.records.bookings!.map((b) => b.tracking_code)).toEqual([own.trackingCode, asGuest.trackingCode]);
    expect(part.records.bookings![1]).toMatchObject({ guest_name: 'Maija Meikäläinen', registration_number: 'ABC-123', guest_phone: '+358401234567' });
    expect(part.records.bookingEvents!.filter((e) => e.type === 'created')).toHaveLength(2);
    await pay(own.id, PRICE);
    const paidEvent = personalDataPartSchema
      .parse((await request(service.app).get('/internal/personal-data').set(MAIJA)).body)
      .records.bookingEvents!.find((e) => e.type === 'paid');
    // The provider's ids are not the customer's to carry around: a payment intent's id opens its status.
    expect(paidEvent).toMatchObject({ details: { amountCents: PRICE } });
    expect(JSON.stringify(paidEvent)).not.toContain('pi_');
    expect(JSON.stringify(part)).not.toMatch(/eero|XYZ-999/i);
    // A guest with the verified address alone sees the bookings made with it or sent to it.
    const guest = personalDataPartSchema.parse((await request(service.app).get('/internal/personal-data').set(MAIJA_AS_GUEST)).body);
    expect(guest.records.bookings!.map((b) => b.tracking_code)).toEqual([own.trackingCode, asGuest.trackingCode]);
  });

  it('still to come are cancelled and refunded in full before the erasure, which leaves no trace of the person but keeps the money', async () => {
    const paid = await book({ additionalServices: ['tire_storage'] }, MAIJA);
    await pay(paid.id, PRICE_WITH_STORAGE);
    const held = await book({ scheduledTime: '11:00', guestEmail: 'maija@example.fi' });
    const other = await book(EEROS_BOOKING);

    // Her place on a waitlist, with the details she left for the booking it would make.
    await service.db.pool.query(
      `INSERT INTO reservations.waitlist_entries (location_id, scheduled_date, window_start, window_end, service_type, email, language, details, expires_at)
       SELECT id, '2026-03-14', '09:00', '12:00', 'tire_change', 'maija@example.fi', 'fi', $1, '2026-03-14T07:00:00Z' FROM reservations.locations ORDER BY id LIMIT 1`,
      [{ guestName: 'Maija Meikäläinen', guestPhone: '+358401234567', registrationNumber: 'ABC-123' }],
    );
    // Her winter set in the tire hotel, stored with the paid booking, and a season invitation sent to her.
    const intake = await request(service.app)
      .post('/api/admin/tire-hotel/sets')
      .set(ADMIN)
      .send({
        trackingCode: paid.trackingCode,
        licensePlate: 'abc-123',
        brand: 'Nokian',
        model: 'Hakkapeliitta R5',
        tireSize: '205/55 R16',
        tireType: 'winter',
        dotWeek: 40,
        dotYear: 2022,
        onRims: true,
        treadMm: { front_left: 6.5, front_right: 6.4, rear_left: 5.1, rear_right: 2.8 },
        notes: 'Maija’s spare rims too',
        shelfLocation: 'A-3-2',
        labelNumber: 'H-0042',
      });
    expect(intake.status).toBe(201);
    await service.db.pool.query(
      `WITH season AS (INSERT INTO reservations.season_windows (name, starts_on, ends_on) VALUES ('Autumn', '2026-10-01', '2026-11-30') RETURNING id)
       INSERT INTO reservations.season_invitations (season_id, email, user_id, location_id, language, batch, suggested_date, token_hash)
       SELECT season.id, 'maija@example.fi', 'user-maija', 1, 'fi', 1, '2026-10-05', sha256('a token'::bytea) FROM season`,
    );
    const before = personalDataPartSchema.parse((await request(service.app).get('/internal/personal-data').set(MAIJA)).body);
    expect(before.records.waitlistEntries).toEqual([expect.objectContaining({ email: 'maija@example.fi', window_start: '09:00', status: 'waiting' })]);
    expect(before.records.tireSets).toEqual([expect.objectContaining({ license_plate: 'ABC-123', label_number: 'H-0042', notes: 'Maija’s spare rims too' })]);
    expect(before.records.storageAgreements).toEqual([expect.objectContaining({ license_plate: 'ABC123', price_cents: 5000 })]);
    expect(before.records.seasonInvitations).toEqual([expect.objectContaining({ email: 'maija@example.fi', suggested_date: '2026-10-05' })]);

    const cancel = await request(service.app).post('/internal/personal-data/cancel').set(MAIJA);
    expect(cancel.status).toBe(200);
    expect(cancel.body.cancelled).toEqual([
      { reference: paid.trackingCode, refundCents: PRICE_WITH_STORAGE },
      { reference: held.trackingCode, refundCents: 0 },
    ]);
    // Repeated (a retry of the erasure), nothing more is cancelled.
    expect((await request(service.app).post('/internal/personal-data/cancel').set(MAIJA).expect(200)).body).toEqual({ cancelled: [] });
    const moneyBefore = await money();
    expect(moneyBefore.find((r) => r.tracking_code === paid.trackingCode)).toMatchObject({
      status: 'cancelled',
      refund_status: 'refund_pending',
      refund_cents: PRICE_WITH_STORAGE,
    });

    const erase = await request(service.app).post('/internal/personal-data/erase').set(MAIJA);
    expect(erase.status).toBe(200);
    expect(erase.body).toEqual({ erased: 2 });

    const texts = await everyText();
    for (const trace of ['maija', 'meikäläinen', 'abc-123', 'abc123', '+358401234567', 'esimerkkikatu', 'user-maija']) {
      expect(texts.split('\n').filter((line) => line.includes(trace))).toEqual([]);
    }
    // The bookkeeping stays: codes, amounts, states and refunds; the other customer is untouched.
    expect(await money()).toEqual(moneyBefore);
    expect(texts).toContain('eero@example.fi');
    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: other.id } })).registrationNumber).toBe('XYZ-999');
    // Again: nothing is left to erase or to export.
    expect((await request(service.app).post('/internal/personal-data/erase').set(MAIJA).expect(200)).body).toEqual({ erased: 0 });
    const after = personalDataPartSchema.parse((await request(service.app).get('/internal/personal-data').set(MAIJA)).body);
    expect(after.records).toEqual({ bookings: [], bookingEvents: [], waitlistEntries: [], tireSets: [], storageAgreements: [], seasonInvitations: [] });
    // The shop still knows the set on its shelf (label, shelf, size), not whose it is; the agreement renews no more.
    expect((await service.db.pool.query(`SELECT label_number, shelf_location, license_plate, email, user_id FROM reservations.tire_sets`)).rows).toEqual([
      { label_number: 'H-0042', shelf_location: 'A-3-2', license_plate: '', email: null, user_id: null },
    ]);
    expect((await service.db.pool.query(`SELECT renews, ended_by FROM reservations.tire_storage_agreements`)).rows).toEqual([
      { renews: false, ended_by: 'erasure' },
    ]);
    // A refund completed later still reaches the booking; with no address left, nobody is e-mailed.
    await request(service.fromPayments)
      .post(`/internal/reservations/${paid.id}/refund`)
      .send({ refundId: `re_${paid.id}`, status: 'refunded', amountCents: PRICE })
      .expect(200);
    expect(await everyText()).not.toContain('maija');
    // …and nobody is e-mailed about it: the last e-mail already said the money goes back.
    expect((await service.db.pool.query(`SELECT 1 FROM reservations.outbox WHERE type = 'refund.completed'`)).rows).toEqual([]);
  });

  it('are the BFF’s calls alone, for a verified address', async () => {
    await book();
    expect((await request(service.app).post('/internal/personal-data/erase').set({ 'x-user-id': 'user-maija' })).status).toBe(401);
    expect((await request(service.fromPayments).post('/internal/personal-data/erase').set(MAIJA)).status).toBe(403);
    expect(await everyText()).toContain('maija@example.fi');
  });
});

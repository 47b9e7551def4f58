import { reservationSchema, seasonChangePrefillSchema, tireSetPickListItemSchema, tireSetSchema, TIRE_HOTEL_MESSAGES as TH } from '@tire/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { guestBooking } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts): the warehouse's
// fetch lead time of 3 working days makes Thursday 5 March the first day a stored set can be changed.
const service = useTestService();

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const AINO = { 'x-user-id': 'user-aino', 'x-user-email': 'aino@example.fi', 'x-user-admin': 'false' };
const OTTO = { 'x-user-id': 'user-otto', 'x-user-email': 'otto@example.fi', 'x-user-admin': 'false' };

const bookAs = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  request(service.app)
    .post('/api/reservations')
    .set(headers)
    .send(guestBooking(service.helsinki, { guestEmail: headers['x-user-email'], ...overrides }));

async function bookWithStorage(headers = AINO, overrides: Record<string, unknown> = {}) {
  const response = await bookAs(headers, { additionalServices: ['tire_storage'], ...overrides });
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}

const intakeBody = (trackingCode: string, overrides: Record<string, unknown> = {}) => ({
  trackingCode,
  licensePlate: 'abc-123',
  brand: 'Nokian',
  model: 'Hakkapeliitta R5',
  tireSize: '205/55r16',
  tireType: 'winter',
  dotWeek: 40,
  dotYear: 2022,
  onRims: true,
  treadMm: { front_left: 6.5, front_right: 6.4, rear_left: 5.1, rear_right: 2.8 },
  notes: 'Small scratch on the left rear rim',
  shelfLocation: 'A-3-2',
  labelNumber: 'H-0042',
  ...overrides,
});
const intake = (body: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
  request(service.app).post('/api/admin/tire-hotel/sets').set(headers).send(body);

async function storedSet(headers = AINO) {
  const booking = await bookWithStorage(headers);
  const response = await intake(intakeBody(booking.trackingCode));
  expect(response.status).toBe(201);
  return tireSetSchema.parse(response.body);
}

describe('storage booked as an extra', () => {
  it('adds its own line at 50 EUR to the total and becomes the vehicle’s agreement for the season', async () => {
    const booking = await bookWithStorage();
    expect(booking.extras).toEqual([{ id: 'tire_storage', price: '50.00' }]);
    expect(booking.totalPrice).toBe('85.00');
    const { rows } = await service.db.pool.query(`SELECT license_plate, season_id, price_cents, renews FROM reservations.tire_storage_agreements`);
    // 7 March 2026 is before the Monday after Easter 2026: the winter season that began in October 2025.
    expect(rows).toEqual([{ license_plate: 'ABC123', season_id: '2025-winter', price_cents: 5000, renews: true }]);
  });

  it('is refused a second time for the same vehicle and season while the first booking stands', async () => {
    await bookWithStorage();
    const second = await bookAs(OTTO, { additionalServices: ['tire_storage'], registrationNumber: 'abc 123', scheduledTime: '11:00' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(TH.storageAlreadyAgreed);
  });
});

describe('the intake', () => {
  it('records the set with its tread lights, links the agreement and writes who stored it to the booking’s history', async () => {
    const booking = await bookWithStorage();
    const response = await intake(intakeBody(booking.trackingCode));
    expect(response.status).toBe(201);
    const set = tireSetSchema.parse(response.body);
    expect(set).toMatchObject({ licensePlate: 'ABC-123', tireSize: '205/55 R16', status: 'stored', light: 'red', locationName: 'Helsinki', ageYears: 3 });
    expect(set.treads.map((tread) => tread.light)).toEqual(['green', 'green', 'green', 'red']);
    expect(set.agreement).toMatchObject({ seasonId: '2025-winter', seasonEndsOn: '2026-04-06', priceCents: 5000, renews: true });
    const { rows } = await service.db.pool.query(
      `SELECT type, actor_type, actor_id FROM reservations.reservation_events WHERE reservation_id = $1 ORDER BY id`,
      [booking.id],
    );
    expect(rows.at(-1)).toEqual({ type: 'tire_set_stored', actor_type: 'admin', actor_id: 'admin-1' });
  });

  it('answers each wrong field with its message', async () => {
    const booking = await bookWithStorage();
    const response = await intake(
      intakeBody(booking.trackingCode, {
        tireSize: '205-55-16',
        dotWeek: 60,
        treadMm: { front_left: 6.55, front_right: 25, rear_left: -1, rear_right: 'deep' },
        shelfLocation: '',
      }),
    );
    expect(response.status).toBe(400);
    const messages = (response.body.errors as { path: string; message: string }[]).map((error) => `${error.path}: ${error.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `tireSize: ${TH.tireSize}`,
        `dotWeek: ${TH.dotWeek}`,
        `treadMm.front_left: ${TH.treadDepth}`,
        `treadMm.front_right: ${TH.treadDepth}`,
        `treadMm.rear_left: ${TH.treadDepth}`,
        `treadMm.rear_right: ${TH.treadDepth}`,
        `shelfLocation: ${TH.shelfLocation}`,
      ]),
    );
  });

  it('refuses an unknown booking, a label already on a shelf, and anyone but staff', async () => {
    const booking = await bookWithStorage();
    expect((await intake(intakeBody('TIRE-NOSUCH'))).status).toBe(400);
    expect((await intake(intakeBody(booking.trackingCode))).status).toBe(201);
    const again = await intake(intakeBody(booking.trackingCode));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TH.labelTaken);
    expect((await intake(intakeBody(booking.trackingCode, { labelNumber: 'H-0043' }), AINO)).status).toBe(403);
    expect((await request(service.app).get('/api/admin/tire-hotel/pick-list?locationId=1&date=2026-03-05').set(AINO)).status).toBe(403);
  });
});

describe('out-take and return', () => {
  it('move the set off and back on the shelf once each, in the audit trail with who did it', async () => {
    const set = await storedSet();
    const out = await request(service.app).post(`/api/admin/tire-hotel/sets/${set.id}/take-out`).set(ADMIN).send({});
    expect(out.status).toBe(200);
    expect(tireSetSchema.parse(out.body)).toMatchObject({ status: 'out' });
    expect((await request(service.app).post(`/api/admin/tire-hotel/sets/${set.id}/take-out`).set(ADMIN).send({})).status).toBe(409);
    const back = await request(service.app).post(`/api/admin/tire-hotel/sets/${set.id}/return`).set(ADMIN).send({ shelfLocation: 'B-1-1' });
    expect(tireSetSchema.parse(back.body)).toMatchObject({ status: 'stored', shelfLocation: 'B-1-1' });
    const { rows } = await service.db.pool.query(`SELECT type, actor_id FROM reservations.reservation_events WHERE type LIKE 'tire_set%' ORDER BY id`);
    expect(rows).toEqual([
      { type: 'tire_set_stored', actor_id: 'admin-1' },
      { type: 'tire_set_taken_out', actor_id: 'admin-1' },
      { type: 'tire_set_returned', actor_id: 'admin-1' },
    ]);
  });
});

describe('my tires and the season change', () => {
  it('shows the owner their set and no one else', async () => {
    const set = await storedSet();
    const mine = await request(service.app).get('/api/tire-hotel/sets').set(AINO);
    expect(mine.body.map((item: { id: number }) => item.id)).toEqual([set.id]);
    expect((await request(service.app).get('/api/tire-hotel/sets').set(OTTO)).body).toEqual([]);
    expect((await request(service.app).get(`/api/tire-hotel/sets/${set.id}/season-change`).set(OTTO)).status).toBe(404);
  });

  it('pre-fills the change at the storing location from the first day after the fetch lead time', async () => {
    const set = await storedSet();
    const prefill = seasonChangePrefillSchema.parse((await request(service.app).get(`/api/tire-hotel/sets/${set.id}/season-change`).set(AINO)).body);
    expect(prefill).toMatchObject({
      tireSetId: set.id,
      locationId: service.helsinki,
      licensePlate: 'ABC-123',
      tireSize: '205/55 R16',
      serviceType: 'tire_change',
      earliestDate: '2026-03-05',
    });
  });

  it('refuses a day inside the lead time, a set that is not the booker’s and a guest', async () => {
    const set = await storedSet();
    const change = { tireSetId: set.id, scheduledTime: '17:00', additionalServices: [] };
    const early = await bookAs(AINO, { ...change, scheduledDate: '2026-03-04' });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(TH.tooEarly);
    expect((await bookAs(OTTO, { ...change, scheduledDate: '2026-03-05' })).status).toBe(400);
    expect((await bookAs({}, { ...change, guestEmail: 'guest@example.fi', scheduledDate: '2026-03-05' })).status).toBe(401);
    const booked = await bookAs(AINO, { ...change, scheduledDate: '2026-03-05' });
    expect(booked.status).toBe(201);

    const list = await request(service.app).get(`/api/admin/tire-hotel/pick-list?locationId=${service.helsinki}&date=2026-03-05`).set(ADMIN);
    const [item, ...rest] = list.body.map((row: unknown) => tireSetPickListItemSchema.parse(row));
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      scheduledTime: '17:00',
      trackingCode: booked.body.trackingCode,
      set: { id: set.id, labelNumber: 'H-0042', shelfLocation: 'A-3-2' },
    });
    // My tires shows the change booked.
    const [mine] = (await request(service.app).get('/api/tire-hotel/sets').set(AINO)).body;
    expect(mine.nextChange).toMatchObject({ scheduledDate: '2026-03-05', scheduledTime: '17:00' });
  });

  it('lets the customer end the storage: it no longer renews, once', async () => {
    const set = await storedSet();
    const ended = await request(service.app).post(`/api/tire-hotel/sets/${set.id}/end-storage`).set(AINO);
    expect(tireSetSchema.parse(ended.body).agreement).toMatchObject({ renews: false });
    expect((await request(service.app).post(`/api/tire-hotel/sets/${set.id}/end-storage`).set(AINO)).status).toBe(409);
    expect((await request(service.app).post(`/api/tire-hotel/sets/${set.id}/end-storage`).set(OTTO)).status).toBe(404);
  });
});

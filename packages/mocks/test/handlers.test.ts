import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@tire/contracts';
import type { MockDb, MockDbOptions } from '../src/index.js';
import { formVehicleAndGuest, send, setUpHandlerServer } from './support/handler-server.js';

// 2030-06-03 is a Monday (16:00-20:00); the mocks' clock is fixed before it.
const monday = '2030-06-03';
let db: MockDb;
const serve = setUpHandlerServer();

function useDb(options: MockDbOptions = {}) {
  db = serve({ now: () => new Date('2030-06-01T10:00:00Z'), ...options });
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'tire_repair_1',
  locationId: '1',
  scheduledDate: `${monday}T14:00:00.000Z`,
  scheduledTime: '17:00',
  ...formVehicleAndGuest,
  additionalServices: '["tire_bags"]',
  totalPrice: '1.00',
  ...overrides,
});

const post = (body: unknown, key?: string) => send('POST', '/api/reservations', body, key ? { 'Idempotency-Key': key } : {});

describe('the mock /api', () => {
  it('lists the half-hour slots of a weekday evening, the last one 30 minutes before closing', async () => {
    useDb();
    const slots = await (await fetch(`http://localhost/api/available-slots?locationId=1&date=${monday}`)).json();
    expect(slots).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
  });

  it('prices a booking on the server and ignores the total the browser sent', async () => {
    useDb();
    const response = await post(booking());
    expect(response.status).toBe(201);
    const reservation = await response.json();
    expect(reservation.totalPrice).toBe('50.00');
    expect(reservation.trackingCode).toMatch(/^TIRE-[A-Z0-9]{6}$/);
    expect(reservation.scheduledDate).toBe(monday);
  });

  it('refuses a guest without contact details with the spec message', async () => {
    useDb();
    const response = await post(booking({ guestName: '', guestPhone: undefined }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation',
      message: RESERVATION_MESSAGES.guestContactRequired,
      errors: [{ path: 'guestName', code: 'reservation.guestContactRequired' }],
    });
  });

  it('answers a missing field with the contract message', async () => {
    useDb();
    const response = await post(booking({ tireSize: ' ' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation', message: RESERVATION_MESSAGES.tireSize, errors: [{ code: 'reservation.tireSize' }] });
  });

  it('takes no more bookings for a slot than the location has bays, and then stops offering it', async () => {
    useDb();
    expect((await post(booking())).status).toBe(201);
    expect((await post(booking())).status).toBe(201);
    const third = await post(booking());
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ code: 'reservation.slotUnavailable', message: RESERVATION_MESSAGES.slotUnavailable });
    const slots = await (await fetch(`http://localhost/api/available-slots?locationId=1&date=${monday}`)).json();
    expect(slots).not.toContain('17:00');
  });

  it('books once when the same request is sent twice with one idempotency key', async () => {
    useDb();
    const first = await (await post(booking(), 'key-1')).json();
    const second = await (await post(booking(), 'key-1')).json();
    expect(second.trackingCode).toBe(first.trackingCode);
    expect(db.reservations).toHaveLength(1);
  });

  it('finds a booking by its tracking code in any case, and answers 404 for an unknown one', async () => {
    useDb();
    const created = await (await post(booking())).json();
    const found = await fetch(`http://localhost/api/reservations/track/${created.trackingCode.toLowerCase()}`);
    expect(await found.json()).toMatchObject({ trackingCode: created.trackingCode, status: 'pending', locationName: 'Helsinki – Kalasatama' });
    expect((await fetch('http://localhost/api/reservations/track/TIRE-NOPE22')).status).toBe(404);
  });

  it('says 401 for the current user until someone signs in', async () => {
    useDb();
    expect((await fetch('http://localhost/api/auth/user')).status).toBe(401);
    db.signIn();
    expect((await (await fetch('http://localhost/api/auth/user')).json()).firstName).toBe('Matti');
  });

  it('does not offer slots that have already passed today', async () => {
    useDb({ now: () => new Date(`${monday}T14:10:00Z`) }); // 17:10 in Helsinki (UTC+3 in June)
    const slots = await (await fetch(`http://localhost/api/available-slots?locationId=1&date=${monday}`)).json();
    expect(slots).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30']);
  });
});

import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, UPDATE_RESERVATION_MESSAGES, type Reservation } from '@tire/contracts';
import { fixtureReservation, fixtureUser, MOCK_LOGIN_CODE, type MockDb, type MockDbOptions } from '../src/index.js';
import { send, setUpHandlerServer } from './support/handler-server.js';

const serve = setUpHandlerServer();

const NOW = new Date('2030-06-01T10:00:00Z');
let db: MockDb;
function useDb(options: MockDbOptions = {}) {
  db = serve({ now: () => NOW, ...options });
}

const customer = fixtureUser();
const reservation = (overrides: Partial<Reservation> = {}): Reservation =>
  fixtureReservation({
    startsAt: '2030-06-03T14:00:00.000Z',
    guestName: 'Matti',
    guestEmail: customer.email,
    guestPhone: '1',
    createdAt: NOW.toISOString(),
    ...overrides,
  });

const signupBody = {
  email: 'new@example.fi',
  firstName: 'Uusi',
  lastName: 'Asiakas',
  phone: '040 123 4567',
  address: 'Katu 2',
  postalCode: '00200',
  registrationNumber: 'XYZ-987',
  vehicleModel: 'Volvo V70',
  tireSize: '205/55R16',
};

describe('the account mocks', () => {
  it('create the signed-up account when its code is verified', async () => {
    useDb();
    expect((await send('POST', '/api/auth/signup', signupBody)).status).toBe(200);
    expect(db.user).toBeNull();
    const verified = await send('POST', '/api/auth/verify-code', { email: 'new@example.fi', code: MOCK_LOGIN_CODE });
    expect(await verified.json()).toMatchObject({ email: 'new@example.fi', firstName: 'Uusi', vehicleModel: 'Volvo V70', isAdmin: false });
    expect((await (await send('GET', '/api/auth/user')).json()).firstName).toBe('Uusi');
  });

  it('sign a known admin in as an admin and refuse a wrong code', async () => {
    useDb({ accounts: [{ ...customer, email: 'admin@example.fi', isAdmin: true }] });
    expect((await send('POST', '/api/auth/verify-code', { email: 'admin@example.fi', code: '000000' })).status).toBe(400);
    const verified = await send('POST', '/api/auth/verify-code', { email: 'admin@example.fi', code: MOCK_LOGIN_CODE });
    expect((await verified.json()).isAdmin).toBe(true);
  });

  it('complete the signed-in profile and answer 401 when signed out', async () => {
    useDb();
    const profile = { ...signupBody, email: undefined };
    expect((await send('POST', '/api/profile/complete', profile)).status).toBe(401);
    db.signIn({ ...customer, profileComplete: false, vehicleModel: null });
    const saved = await send('POST', '/api/profile/complete', profile);
    expect(await saved.json()).toMatchObject({ vehicleModel: 'Volvo V70', profileComplete: true });
  });

  it('move an own upcoming reservation to a free slot and cancel it', async () => {
    useDb({ user: customer, reservations: [reservation()] });
    const moved = await send('PATCH', '/api/reservations/1', { scheduledDate: '2030-06-04', scheduledTime: '18:00' });
    expect(await moved.json()).toMatchObject({ scheduledDate: '2030-06-04', scheduledTime: '18:00', startsAt: '2030-06-04T15:00:00.000Z' });
    const cancelled = await send('PATCH', '/api/reservations/1', { status: 'cancelled' });
    expect((await cancelled.json()).status).toBe('cancelled');
  });

  it('refuse moves inside 24 hours, into a full slot, and changes to another customer’s reservation', async () => {
    useDb({
      user: customer,
      reservations: [
        reservation(),
        reservation({ id: 2, scheduledDate: '2030-06-01', scheduledTime: '20:00', startsAt: '2030-06-01T17:00:00.000Z' }),
        reservation({ id: 3, guestEmail: 'other@example.fi', scheduledTime: '18:00', startsAt: '2030-06-03T15:00:00.000Z' }),
        reservation({ id: 4, guestEmail: 'other@example.fi', scheduledTime: '18:00', startsAt: '2030-06-03T15:00:00.000Z' }),
      ],
    });
    const soon = await send('PATCH', '/api/reservations/2', { scheduledDate: '2030-06-04', scheduledTime: '18:00' });
    // Inside the booking policy's window: 409 with the policy text (issue 9).
    expect(soon.status).toBe(409);
    expect((await soon.json()).message).toBe(UPDATE_RESERVATION_MESSAGES.tooLate);
    const cancelSoon = await send('PATCH', '/api/reservations/2', { status: 'cancelled' });
    expect(cancelSoon.status).toBe(409);
    expect((await cancelSoon.json()).message).toBe(UPDATE_RESERVATION_MESSAGES.tooLate);
    const tooSoonTarget = await send('PATCH', '/api/reservations/1', { scheduledDate: '2030-06-02', scheduledTime: '09:00' });
    expect(tooSoonTarget.status).toBe(409);
    expect((await tooSoonTarget.json()).message).toBe(UPDATE_RESERVATION_MESSAGES.newStartTooSoon);
    const full = await send('PATCH', '/api/reservations/1', { scheduledDate: '2030-06-03', scheduledTime: '18:00' });
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe(RESERVATION_MESSAGES.slotUnavailable);
    expect((await send('PATCH', '/api/reservations/3', { status: 'cancelled' })).status).toBe(404);
  });

  it('answer every reservation with its lifecycle: stage, extras with prices, the policy window and the location', async () => {
    useDb({
      user: customer,
      reservations: [
        reservation({ additionalServices: '["retightening","tire_bags"]', totalPrice: '50.00' }),
        reservation({
          id: 2,
          trackingCode: 'TIRE-BBBBBB',
          scheduledDate: '2030-06-01',
          scheduledTime: '20:00',
          startsAt: '2030-06-01T17:00:00.000Z',
          paymentStatus: 'paid',
        }),
      ],
    });
    const [held, soon] = (await (await send('GET', '/api/reservations')).json()) as Reservation[];
    expect(held).toMatchObject({
      stage: 'held',
      extras: [
        { id: 'tire_bags', price: '5.00' },
        { id: 'retightening', price: '10.00' },
      ],
      servicePrice: '35.00',
      freeChangeUntil: '2030-06-02T14:00:00.000Z',
      customerCanChange: true,
      locationName: 'Helsinki – Kalasatama',
      locationAddress: 'Työpajankatu 2, 00580 Helsinki',
      refundStatus: null,
    });
    expect(soon).toMatchObject({ stage: 'paid', customerCanChange: false, holdExpiresAt: null });
    const tracked = await (await send('GET', '/api/reservations/track/tire-bbbbbb')).json();
    expect(tracked).toMatchObject({ stage: 'paid', customerCanChange: false, locationAddress: 'Työpajankatu 2, 00580 Helsinki' });
    expect(tracked).not.toHaveProperty('guestEmail');
  });

  it('refund a paid booking the customer cancels within policy, in full', async () => {
    useDb({ user: customer, reservations: [reservation({ paymentStatus: 'paid', totalPrice: '45.00' })] });
    const cancelled = await (await send('PATCH', '/api/reservations/1', { status: 'cancelled' })).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      stage: 'cancelled',
      cancellationReason: 'customer',
      refundStatus: 'refunded',
      refundAmount: '45.00',
      customerCanChange: false,
    });
    expect((await (await send('GET', '/api/reservations/track/TIRE-AAAAAA')).json()).refundStatus).toBe('refunded');
  });
});

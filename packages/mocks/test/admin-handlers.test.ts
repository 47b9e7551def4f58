import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, adminStatsSchema, RESERVATION_MESSAGES, type Reservation, type ReservationEvent } from '@tire/contracts';
import { fixtureReservation, fixtureUser, type MockDb, type MockDbOptions } from '../src/index.js';
import { send, setUpHandlerServer } from './support/handler-server.js';

const serve = setUpHandlerServer();

// Monday 2 March 2026, 10:00 in Helsinki: the week (from Sunday) is 1-7 March.
const NOW = new Date('2026-03-02T08:00:00Z');
let db: MockDb;
function useDb(options: MockDbOptions = {}) {
  db = serve({ now: () => NOW, ...options });
}

const admin = { ...fixtureUser(), isAdmin: true };
let nextId = 1;
/** Each one booked a minute after the one before. */
const reservation = (scheduledDate: string, overrides: Partial<Reservation> = {}, id = nextId++): Reservation =>
  fixtureReservation({
    id,
    trackingCode: `TIRE-AAAA${String(id).padStart(2, '0')}`,
    scheduledDate,
    startsAt: `${scheduledDate}T15:00:00.000Z`,
    guestName: 'Matti',
    guestEmail: 'm@example.fi',
    guestPhone: '1',
    createdAt: new Date(NOW.getTime() - (1000 - id) * 60_000).toISOString(),
    ...overrides,
  });

describe('the admin mocks', () => {
  it('answer 401 to guests and 403 to customers, as the BFF and the service do', async () => {
    useDb();
    expect((await send('GET', '/api/admin/stats')).status).toBe(401);
    db.signIn(fixtureUser());
    const forbidden = await send('GET', '/api/admin/reservations');
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ code: 'admin.forbidden', message: ADMIN_MESSAGES.forbidden });
    expect((await send('PATCH', '/api/reservations/1/status', { status: 'confirmed' })).status).toBe(403);
  });

  it('count the stat cards by the service’s rules: Helsinki days, the week from Sunday, completed revenue of the month', async () => {
    useDb({
      user: admin,
      reservations: [
        reservation('2026-03-02'),
        reservation('2026-03-02', { status: 'cancelled' }),
        reservation('2026-03-03', { paymentStatus: 'paid' }),
        reservation('2026-03-01', { status: 'cancelled', paymentStatus: 'paid', refundStatus: 'refund_failed' }),
        reservation('2026-03-07', { status: 'completed', totalPrice: '40.00' }),
        reservation('2026-03-08', { status: 'completed' }),
        reservation('2026-04-01', { status: 'completed' }),
      ],
    });
    const stats = adminStatsSchema.parse(await (await send('GET', '/api/admin/stats')).json());
    // Pending is paid bookings awaiting confirmation; unpaid holds and failed refunds apart (issue 9).
    expect(stats).toEqual({ today: 1, week: 3, monthRevenue: '75.00', pending: 1, unpaidHolds: 1, refundsFailed: 1 });
  });

  it('list one day or all, the newest booking first, and set a status', async () => {
    const [older, newer, other] = [reservation('2026-03-07'), reservation('2026-03-07'), reservation('2026-03-08')];
    useDb({ user: admin, reservations: [older!, newer!, other!] });
    const day = await (await send('GET', '/api/admin/reservations/2026-03-07')).json();
    expect(day.map((r: Reservation) => r.id)).toEqual([newer!.id, older!.id]);
    expect((await (await send('GET', '/api/admin/reservations?date=2026-03-08')).json()).map((r: Reservation) => r.id)).toEqual([other!.id]);

    older!.paymentStatus = 'paid';
    const changed = await send('PATCH', `/api/reservations/${older!.id}/status`, { status: 'confirmed' });
    expect(changed.status).toBe(200);
    expect(db.reservations.find((r) => r.id === older!.id)?.status).toBe('confirmed');
    expect((await send('PATCH', `/api/reservations/${older!.id}/status`, { status: 'pending' })).status).toBe(400);
  });

  it('refuse what the lifecycle does not allow with 409 and its message', async () => {
    const [cancelled, completed, held, confirmed] = [
      reservation('2026-03-07', { status: 'cancelled' }),
      reservation('2026-03-07', { status: 'completed' }),
      reservation('2026-03-07'),
      reservation('2026-03-07', { status: 'confirmed', paymentStatus: 'paid' }),
    ];
    useDb({ user: admin, reservations: [cancelled!, completed!, held!, confirmed!] });
    const refusal = async (id: number, status: string) => {
      const response = await send('PATCH', `/api/reservations/${id}/status`, { status });
      return [response.status, (await response.json()).message];
    };
    expect(await refusal(cancelled!.id, 'confirmed')).toEqual([409, RESERVATION_MESSAGES.alreadyCancelled]);
    expect(await refusal(completed!.id, 'cancelled')).toEqual([409, RESERVATION_MESSAGES.alreadyCompleted]);
    expect(await refusal(held!.id, 'confirmed')).toEqual([409, RESERVATION_MESSAGES.confirmNeedsPayment]);
    expect(await refusal(confirmed!.id, 'confirmed')).toEqual([409, RESERVATION_MESSAGES.transitionNotAllowed]);
    expect(await refusal(held!.id, 'completed')).toEqual([409, RESERVATION_MESSAGES.transitionNotAllowed]);
    expect(db.reservations.map((r) => r.status)).toEqual(['cancelled', 'completed', 'pending', 'confirmed']);
  });

  it('cancel a paid booking with a full refund, list its history, and move a booking', async () => {
    const paid = reservation('2026-03-07', { status: 'confirmed', paymentStatus: 'paid', totalPrice: '50.00' });
    const other = reservation('2026-03-07', { status: 'confirmed', paymentStatus: 'paid' });
    useDb({ user: admin, reservations: [paid, other] });
    const cancelled = await (await send('PATCH', `/api/reservations/${paid.id}/status`, { status: 'cancelled' })).json();
    expect(cancelled).toMatchObject({ stage: 'cancelled', cancellationReason: 'admin', refundStatus: 'refunded', refundAmount: '50.00' });
    const events = (await (await send('GET', `/api/admin/reservations/${paid.id}/events`)).json()) as ReservationEvent[];
    expect(events.map((event) => event.type)).toEqual(['created', 'paid', 'cancelled', 'refund_requested', 'refunded']);
    expect(events[2]).toMatchObject({ actorType: 'admin', actorEmail: admin.email, source: 'admin', fromStatus: 'confirmed', toStatus: 'cancelled' });

    const moved = await send('PATCH', `/api/admin/reservations/${other.id}`, { scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    expect(await moved.json()).toMatchObject({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    const history = (await (await send('GET', `/api/admin/reservations/${other.id}/events`)).json()) as ReservationEvent[];
    expect(history.at(-1)).toMatchObject({ type: 'moved', details: { from: { scheduledTime: '17:00' }, to: { scheduledTime: '10:00' } } });
    expect((await send('PATCH', `/api/admin/reservations/${paid.id}`, { scheduledDate: '2026-03-07', scheduledTime: '11:00' })).status).toBe(409);
  });
});

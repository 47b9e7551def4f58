import { RESERVATION_MESSAGES as M, reservationNoShowSchema, reservationSchema } from '@tire/contracts';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { guestBooking, NOW } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts NOW); a test
// moves it past a booking's start (Saturday 7 March, 10:00 = 08:00Z by default) when it needs to.
let clock = NOW;
const service = useTestService({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});
const AFTER_START = new Date('2026-03-07T08:30:00.000Z');

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };

async function paidBooking(overrides: Record<string, unknown> = {}) {
  const response = await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  const reservation = reservationSchema.parse(response.body);
  await request(service.fromPayments)
    .post(`/internal/reservations/${reservation.id}/paid`)
    .send({ paymentIntentId: `pi_${reservation.id}`, amountCents: Math.round(Number(reservation.totalPrice) * 100) })
    .expect(200);
  await setStatus(reservation.id, 'confirmed').expect(200);
  return reservation;
}

const setStatus = (id: number, status: string) => request(service.app).patch(`/api/reservations/${id}/status`).set(ADMIN).send({ status });
const outbox = async (type: string) =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = $1 ORDER BY id`, [type])).rows.map((row) => row.payload as unknown);
const adminDay = async (date: string) =>
  (await request(service.app).get(`/api/admin/reservations?date=${date}`).set(ADMIN).expect(200)).body as Array<Record<string, unknown>>;

describe('marking a no-show', () => {
  it('is refused before the booking starts (409 notStartedYet), and nothing changes', async () => {
    const reservation = await paidBooking();

    const response = await setStatus(reservation.id, 'no_show');

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'reservation.notStartedYet', message: M.notStartedYet });
    const row = (await service.db.pool.query(`SELECT status, no_show_at FROM reservations.reservations WHERE id = $1`, [reservation.id])).rows[0];
    expect(row).toEqual({ status: 'confirmed', no_show_at: null });
    expect(await outbox('reservation.no-show')).toEqual([]);
  });

  it('after the start: ends the booking completed with its mark, keeps the payment, records it and e-mails the customer', async () => {
    const reservation = await paidBooking();
    clock = AFTER_START;

    const response = await setStatus(reservation.id, 'no_show');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'completed', stage: 'completed', noShow: true, paymentStatus: 'paid', refundStatus: null });
    const row = (
      await service.db.pool.query(`SELECT refund_status, refund_cents, money_settled_at FROM reservations.reservations WHERE id = $1`, [reservation.id])
    ).rows[0];
    // The payment is kept: no refund is due and nothing is told to the payments service.
    expect(row).toEqual({ refund_status: null, refund_cents: null, money_settled_at: null });
    expect(await outbox('reservation.cancelled')).toEqual([]);
    const events = (
      await service.db.pool.query(
        `SELECT type, from_status, to_status, details FROM reservations.reservation_events WHERE reservation_id = $1 AND actor_type = 'admin' ORDER BY id`,
        [reservation.id],
      )
    ).rows;
    expect(events.at(-1)).toEqual({ type: 'completed', from_status: 'confirmed', to_status: 'completed', details: { noShow: true } });
    const [email] = await outbox('reservation.no-show');
    expect(reservationNoShowSchema.parse(email)).toMatchObject({ trackingCode: reservation.trackingCode, email: 'maija@example.fi', keptCents: 3500 });

    // A second click changes nothing and sends nothing more.
    expect((await setStatus(reservation.id, 'no_show')).status).toBe(200);
    expect(await outbox('reservation.no-show')).toHaveLength(1);
    // The tracking page shows it too.
    const tracked = await request(service.app).get(`/api/reservations/track/${reservation.trackingCode}`).expect(200);
    expect(tracked.body).toMatchObject({ stage: 'completed', noShow: true });
  });

  it('counts the earlier no-shows of the same e-mail address (any case) on the admin cards', async () => {
    const missed = await paidBooking({ guestEmail: 'Maija@Example.fi' });
    const again = await paidBooking({ scheduledDate: '2026-03-14' });
    const other = await paidBooking({ scheduledDate: '2026-03-14', scheduledTime: '11:00', guestEmail: 'someone@example.fi' });
    clock = AFTER_START;
    await setStatus(missed.id, 'no_show').expect(200);

    const day = await adminDay('2026-03-14');
    expect(day.find((row) => row.id === again.id)?.earlierNoShows).toBe(1);
    expect(day.find((row) => row.id === other.id)).not.toHaveProperty('earlierNoShows');
    // The no-show itself has none earlier.
    expect((await adminDay('2026-03-07')).find((row) => row.id === missed.id)).not.toHaveProperty('earlierNoShows');
  });
});

describe('completing a confirmed booking that was never started in the bay', () => {
  it('is refused before its start (409 notStartedYet) and allowed after it; one started early completes at any time', async () => {
    const direct = await paidBooking();
    const early = await paidBooking({ scheduledTime: '11:00' });

    const refused = await setStatus(direct.id, 'completed');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'reservation.notStartedYet' });
    await setStatus(early.id, 'in_progress').expect(200);
    expect((await setStatus(early.id, 'completed').expect(200)).body).toMatchObject({ stage: 'completed' });

    clock = AFTER_START;
    expect((await setStatus(direct.id, 'completed').expect(200)).body).toMatchObject({ stage: 'completed' });
    expect(await outbox('reservation.no-show')).toEqual([]);
    expect((await adminDay('2026-03-07')).filter((row) => row.noShow)).toEqual([]);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import {
  MANAGE_BOOKING_MESSAGES,
  managedReservationSchema,
  manageTokenPattern,
  NOTIFICATIONS_QUEUE,
  reservationEventSchema,
  reservationSchema,
  UPDATE_RESERVATION_MESSAGES as U,
} from '@tire/contracts';
import { createLogger, startOutboxRelay } from '@tire/service-kit';
import { Redis } from 'ioredis';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_SCHEMA } from '../src/config.js';
import { MANAGE_LINK_SECRET_FIELDS } from '../src/domain/manage-booking.js';
import { guestBooking, NOW } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki (support/test-app.ts NOW) unless a
// test moves it; the booking is on Saturday 7 March at 10:00 (08:00 UTC).
let clock = NOW;

const service = useTestService({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});

const NEUTRAL = { code: 'manage.linkNotValid', message: MANAGE_BOOKING_MESSAGES.linkNotValid };
/** The one answer of a link that opens nothing: 404 and the same body (but for the request's own id). */
function expectNeutral(answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status).toBe(404);
  const { requestId: _id, ...body } = answer.body;
  expect(body).toEqual(NEUTRAL);
}
const STARTS_AT = new Date('2026-03-07T08:00:00.000Z');
const hoursBeforeStart = (hours: number) => new Date(STARTS_AT.getTime() - hours * 3_600_000);

async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await request(service.app).post('/api/reservations').set(headers).send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}
const pay = (id: number) =>
  request(service.fromPayments)
    .post(`/internal/reservations/${id}/paid`)
    .send({ paymentIntentId: `pi_${id}`, amountCents: 3500 });

/** The outbox events of a type, oldest first (what the notifications worker will get). */
const outbox = async (type: string) =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = $1 ORDER BY id`, [type])).rows.map(
    (row) => row.payload as Record<string, unknown>,
  );
/** The manage token the e-mail of this event type carries (the newest one). */
const tokenIn = async (type: string) => {
  const token = (await outbox(type)).at(-1)?.manageToken;
  expect(token).toMatch(manageTokenPattern);
  return token as string;
};

const view = (token: string) => request(service.app).get(`/api/manage-booking/${token}`);
const move = (token: string, body: object) => request(service.app).post(`/api/manage-booking/${token}/move`).send(body);
const cancel = (token: string) => request(service.app).post(`/api/manage-booking/${token}/cancel`);

describe('the manage link of a booking e-mail', () => {
  it('is 256 random bits made with the booking, and the database keeps only its sha256 digest', async () => {
    const reservation = await book();
    const token = await tokenIn('reservation.created');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const { rows } = await service.db.pool.query(`SELECT * FROM reservations.manage_links WHERE reservation_id = $1`, [reservation.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toEqual(createHash('sha256').update(token).digest());
    expect(rows[0].purpose).toBe('created');
    // Nowhere in the link's row, in any encoding a column could hold it.
    const stored = JSON.stringify(rows[0]);
    for (const form of [token, Buffer.from(token, 'base64url').toString('hex'), Buffer.from(token, 'base64url').toString('base64')]) {
      expect(stored).not.toContain(form);
    }
    // Nor in the booking's answer: it goes only to the address the e-mails go to.
    expect(JSON.stringify(reservation)).not.toContain(token);
  });

  it('opens the booking, without personal data and not to be cached', async () => {
    const reservation = await book({ notes: 'Winter tires in the trunk' });
    const token = await tokenIn('reservation.created');

    const response = await view(token);

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(managedReservationSchema.parse(response.body)).toMatchObject({
      trackingCode: reservation.trackingCode,
      scheduledDate: '2026-03-07',
      scheduledTime: '10:00',
      startsAt: STARTS_AT.toISOString(),
      stage: 'held',
      customerCanChange: true,
      notes: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/maija|Meikäläinen|0401234567|Esimerkkikatu|ABC-123|Winter tires/i);
  });

  it('gives every booking e-mail its own working link: held, paid, confirmed and moved', async () => {
    const reservation = await book();
    await pay(reservation.id).expect(200);
    await request(service.app)
      .patch(`/api/reservations/${reservation.id}/status`)
      .set({ 'x-user-id': 'admin-1', 'x-user-admin': 'true' })
      .send({ status: 'confirmed' })
      .expect(200);
    await move(await tokenIn('payment.succeeded'), { scheduledDate: '2026-03-08', scheduledTime: '12:00' }).expect(200);

    const tokens = await Promise.all(['reservation.created', 'payment.succeeded', 'reservation.status-changed', 'reservation.rescheduled'].map(tokenIn));
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) {
      const response = await view(token);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ trackingCode: reservation.trackingCode, scheduledDate: '2026-03-08', stage: 'confirmed' });
    }
  });

  it('answers a wrong, forged, malformed, revoked or expired token with the same neutral 404', async () => {
    await book();
    const good = await tokenIn('reservation.created');
    const other = await book({ scheduledTime: '11:00' });
    const revoked = (await outbox('reservation.created')).at(-1)!.manageToken as string;
    await cancel(revoked).expect(200);
    const flipped = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;

    const answers = [
      await view(randomBytes(32).toString('base64url')), // a token that was never made
      await view(flipped), // a real one with a character changed
      await view('not-a-token'),
      await view('x'.repeat(300)),
      await view(encodeURIComponent('../../reservations')),
      await view(revoked), // its booking was cancelled
    ];
    clock = new Date(STARTS_AT.getTime() + 30 * 60_000); // the booking has ended
    answers.push(await view(good));

    for (const answer of answers) expectNeutral(answer);
    // Moving and cancelling answer the same.
    for (const answer of [await move(good, { scheduledDate: '2026-03-09', scheduledTime: '16:00' }), await cancel(revoked), await cancel(flipped)]) {
      expectNeutral(answer);
    }
    // Until its end it still opens (the last minute of its slot).
    clock = new Date(STARTS_AT.getTime() + 29 * 60_000);
    await view(good).expect(200);
    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('cancelled');
  });
});

describe('a guest with the manage link, within the booking policy', () => {
  it('moves the booking to another free day and time: same tracking code, the old bay freed, the e-mail with a new link, the history says a guest did it', async () => {
    const reservation = await book();
    await pay(reservation.id).expect(200);
    const token = await tokenIn('payment.succeeded');

    // A date picker's local midnight (Monday 9 March in Helsinki) as an ISO instant, as the owner's move accepts it.
    const response = await move(token, { scheduledDate: '2026-03-08T22:00:00.000Z', scheduledTime: '16:30' });

    expect(response.status).toBe(200);
    expect(managedReservationSchema.parse(response.body)).toMatchObject({
      trackingCode: reservation.trackingCode,
      scheduledDate: '2026-03-09',
      scheduledTime: '16:30',
      stage: 'paid',
    });
    const [moved] = await outbox('reservation.rescheduled');
    expect(moved).toMatchObject({
      reservationId: reservation.id,
      previousDate: '2026-03-07',
      previousTime: '10:00',
      scheduledDate: '2026-03-09',
      scheduledTime: '16:30',
      email: 'maija@example.fi',
      calendarSequence: 1,
    });
    expect(moved!.manageToken).toMatch(manageTokenPattern);
    // The link it came with keeps working after the move.
    await view(token).expect(200);
    const history = await service.db.pool.query(
      `SELECT type, actor_type, actor_email FROM reservations.reservation_events WHERE reservation_id = $1 ORDER BY id`,
      [reservation.id],
    );
    expect(history.rows.at(-1)).toEqual({ type: 'moved', actor_type: 'guest', actor_email: 'maija@example.fi' });
    // Both bays of the old slot can be booked again... and the new one holds the guest.
    await book();
    await book();
  });

  it('refuses a move to a taken or unbookable time with the owner’s messages', async () => {
    await book();
    const token = await tokenIn('reservation.created');
    await book({ scheduledDate: '2026-03-08', scheduledTime: '12:00' });
    await book({ scheduledDate: '2026-03-08', scheduledTime: '12:00' });

    const taken = await move(token, { scheduledDate: '2026-03-08', scheduledTime: '12:00' });
    expect(taken.status).toBe(409);
    const tooSoon = await move(token, { scheduledDate: '2026-03-02', scheduledTime: '18:00' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toMatchObject({ message: U.newStartTooSoon });
    expect((await view(token)).body).toMatchObject({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
  });

  it('cancels a paid booking with the full refund shown, and the link stops working', async () => {
    const reservation = await book();
    await pay(reservation.id).expect(200);
    const token = await tokenIn('payment.succeeded');
    const first = await tokenIn('reservation.created');

    const response = await cancel(token);

    expect(response.status).toBe(200);
    expect(managedReservationSchema.parse(response.body)).toMatchObject({
      trackingCode: reservation.trackingCode,
      status: 'cancelled',
      stage: 'cancelled',
      cancellationReason: 'customer',
      refundStatus: 'refund_pending',
      refundAmount: '35.00',
    });
    expect(await outbox('reservation.cancelled')).toEqual([expect.objectContaining({ reason: 'customer', wasPaid: true, refundCents: 3500 })]);
    // Every link of the booking is revoked with it, the older e-mails' too.
    const links = await service.db.pool.query(`SELECT revoked_at FROM reservations.manage_links WHERE reservation_id = $1`, [reservation.id]);
    expect(links.rows.length).toBeGreaterThanOrEqual(2);
    for (const link of links.rows) expect(link.revoked_at).not.toBeNull();
    for (const answer of [await view(token), await view(first), await cancel(token)]) expectNeutral(answer);
  });

  it('is revoked by any cancellation, the shop’s too', async () => {
    const reservation = await book();
    const token = await tokenIn('reservation.created');
    await request(service.app)
      .patch(`/api/reservations/${reservation.id}/status`)
      .set({ 'x-user-id': 'admin-1', 'x-user-admin': 'true' })
      .send({ status: 'cancelled' })
      .expect(200);
    expectNeutral(await view(token));
  });
});

describe('outside the 24-hour window', () => {
  it('still shows the booking, but refuses moving and cancelling with the policy text, as for a signed-in customer', async () => {
    const reservation = await book();
    await pay(reservation.id).expect(200);
    const token = await tokenIn('payment.succeeded');
    clock = hoursBeforeStart(23);

    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ customerCanChange: false, stage: 'paid' });
    const moved = await move(token, { scheduledDate: '2026-03-09', scheduledTime: '16:00' });
    const cancelled = await cancel(token);
    for (const answer of [moved, cancelled]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: U.tooLate });
    }
    expect((await service.db.prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } })).status).toBe('pending');

    // Just inside the policy it is allowed.
    clock = hoursBeforeStart(24.01);
    await cancel(token).expect(200);
  });
});

describe('the manage link leaves no copy behind', () => {
  it('is dropped from the outbox row once the e-mail job is queued (only the job carries it)', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
    const prefix = `test-manage-${randomUUID().slice(0, 8)}`;
    await book();
    const token = await tokenIn('reservation.created');
    const relay = startOutboxRelay({
      pool: service.db.pool,
      schema: DB_SCHEMA,
      service: 'reservations',
      redisUrl,
      prefix,
      logger: createLogger('reservations-test'),
      intervalMs: 50,
      secretFields: MANAGE_LINK_SECRET_FIELDS,
    });
    const redis = new Redis(redisUrl);
    try {
      const deadline = Date.now() + 10_000;
      while ((await outbox('reservation.created'))[0]?.manageToken && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = await outbox('reservation.created');
      expect(row).not.toHaveProperty('manageToken');
      expect(row).toMatchObject({ email: 'maija@example.fi' });
      const { id } = (await service.db.pool.query(`SELECT id FROM reservations.outbox ORDER BY id LIMIT 1`)).rows[0];
      const job = JSON.parse((await redis.hget(`${prefix}:${NOTIFICATIONS_QUEUE}:reservations-${id}`, 'data')) ?? '{}');
      expect(job.manageToken).toBe(token);
    } finally {
      await relay.stop();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});

describe('the track page asks for the link again', () => {
  const ask = (code: string) => request(service.app).post(`/api/reservations/track/${code}/manage-link`);

  it('mails a new link to the booking’s address, at most once in ten minutes, and answers the same for any code', async () => {
    const reservation = await book();

    const answers = [await ask(reservation.trackingCode.toLowerCase()), await ask(reservation.trackingCode), await ask('TIRE-ZZZZZZ'), await ask('nonsense')];

    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
    }
    const sent = await outbox('reservation.manage-link');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ reservationId: reservation.id, trackingCode: reservation.trackingCode, email: 'maija@example.fi' });
    await view(sent[0]!.manageToken as string).expect(200);
  });

  it('mails nothing for a cancelled booking', async () => {
    const reservation = await book();
    await cancel(await tokenIn('reservation.created')).expect(200);
    await ask(reservation.trackingCode).expect(202);
    expect(await outbox('reservation.manage-link')).toEqual([]);
  });
});

describe('a customer who signs in with a code sent to the booking’s address', () => {
  const AINO = { 'x-user-id': 'user-aino', 'x-user-email': 'Maija@Example.fi' };
  const claim = (headers: Record<string, string>, app = service.app) => request(app).post('/internal/reservations/claim-guest-bookings').set(headers);

  it('gets the guest bookings made with that address in their account, each with a history entry; others stay as they were', async () => {
    const first = await book();
    const second = await book({ scheduledTime: '11:00', guestEmail: 'MAIJA@example.fi' });
    const someoneElse = await book({ scheduledTime: '12:00', guestEmail: 'eero@example.fi' });
    const otherAccount = await book({ scheduledTime: '13:00' }, { 'x-user-id': 'user-other', 'x-user-email': 'other@example.fi' });

    const response = await claim(AINO);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ claimed: 2 });
    const mine = await request(service.app).get('/api/reservations').set(AINO);
    expect(mine.body.map((r: { id: number }) => r.id).sort()).toEqual([first.id, second.id].sort());
    const owners = await service.db.pool.query(`SELECT id, user_id FROM reservations.reservations WHERE id = ANY($1) ORDER BY id`, [
      [someoneElse.id, otherAccount.id],
    ]);
    expect(owners.rows.map((row) => row.user_id)).toEqual([null, 'user-other']);
    const history = await request(service.app).get(`/api/admin/reservations/${first.id}/events`).set({ 'x-user-id': 'admin-1', 'x-user-admin': 'true' });
    expect(reservationEventSchema.parse(history.body.at(-1))).toMatchObject({ type: 'linked_to_account', actorType: 'customer', actorId: 'user-aino' });
    // The customer may now change them from the account, and claiming again changes nothing.
    await request(service.app).patch(`/api/reservations/${first.id}`).set(AINO).send({ status: 'cancelled' }).expect(200);
    expect((await claim(AINO)).body).toEqual({ claimed: 0 });
  });

  it('is the BFF’s call alone, for a signed-in customer', async () => {
    await book();
    expect((await claim({})).status).toBe(401);
    expect((await claim(AINO, service.fromPayments)).status).toBe(403);
    expect((await service.db.prisma.reservation.findFirstOrThrow()).userId).toBeNull();
  });
});

import { reservationSchema, WAITLIST_MAX_ACTIVE_ENTRIES, waitlistEntrySchema, waitlistOfferSchema, waitlistTokenPattern } from '@tire/contracts';
import { createLogger } from '@tire/service-kit';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/data-access/database.js';
import { createLocationCache } from '../src/data-access/locations-repository.js';
import { createOpeningDaysCache } from '../src/data-access/opening-days.js';
import { sweepExpiredHolds } from '../src/domain/hold-sweeper.js';
import { offerFreedPlaces } from '../src/domain/waitlist-offers.js';
import { guestBooking, NOW } from './support/test-app.js';
import { TEST_DATABASE_URL } from './support/test-database.js';
import { useTestService } from './support/use-test-service.js';

// The clock stands at Monday 2 March 2026, 10:00 in Helsinki; the full slot is Saturday 7 March
// at 10:00 (weekend hours 09:00-20:00, 2 bays at Helsinki).
let clock = NOW;
const service = useTestService({ now: () => clock });
beforeEach(() => {
  clock = NOW;
});
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const logger = createLogger('waitlist-test');

/** One round of the waitlist, as the service's loop runs it (on the given pool: another instance's). */
const round = (pool = service.db.pool) =>
  offerFreedPlaces({
    pool,
    locations: createLocationCache(service.db.prisma, { ttlMs: 0 }),
    openingDays: createOpeningDaysCache(pool, { ttlMs: 0 }),
    horizonDays: 90,
    now: () => clock,
    logger,
    offerMinutes: 15,
  });

async function book(overrides: Record<string, unknown> = {}) {
  const response = await request(service.app).post('/api/reservations').send(guestBooking(service.helsinki, overrides));
  expect(response.status).toBe(201);
  return reservationSchema.parse(response.body);
}

/** Both bays of Saturday 10:00 booked; returns the two bookings' manage tokens (from their e-mails' events). */
async function fillTen() {
  await book({ guestEmail: 'first@example.fi' });
  await book({ guestEmail: 'second@example.fi' });
  return (await outbox('reservation.created')).map((payload) => payload.manageToken as string);
}

const waitlistBody = (overrides: Record<string, unknown> = {}) => {
  const { scheduledTime: _time, totalPrice: _price, ...booking } = guestBooking(service.helsinki);
  return { ...booking, windowStart: '10:00', windowEnd: '10:00', ...overrides };
};
const join = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  request(service.app).post('/api/waitlist').set(headers).send(waitlistBody(overrides));

const outbox = async (type: string) =>
  (await service.db.pool.query(`SELECT payload FROM reservations.outbox WHERE type = $1 ORDER BY id`, [type])).rows.map(
    (row) => row.payload as Record<string, unknown>,
  );
const offers = () => outbox('waitlist.offered');
const statuses = async () =>
  Object.fromEntries(
    (await service.db.pool.query<{ email: string; status: string }>(`SELECT email, status FROM reservations.waitlist_entries ORDER BY id`)).rows.map((row) => [
      row.email,
      row.status,
    ]),
  );
const freeTimes = async () => (await request(service.app).get(`/api/available-slots?locationId=${service.helsinki}&date=2026-03-07`)).body as string[];
const cancelByLink = (token: string) => request(service.app).post(`/api/manage-booking/${token}/cancel`).expect(200);

/** Saturday 10:00 full, Anna waiting and Bert a minute after her, then one booking cancelled: one place for the line. */
async function freePlaceForAnnaThenBert() {
  const [firstBooking] = await fillTen();
  await join({ guestEmail: 'anna@example.fi' });
  clock = minutesLater(1);
  await join({ guestEmail: 'bert@example.fi' });
  await cancelByLink(firstBooking!);
}

describe('joining the waitlist', () => {
  it('takes a full window and confirms it by e-mail in the customer’s language', async () => {
    await fillTen();
    const response = await join({ guestEmail: 'Waiter@Example.fi' }, { 'x-user-language': 'en' });
    expect(response.status).toBe(201);
    const entry = waitlistEntrySchema.parse(response.body);
    expect(entry).toMatchObject({ scheduledDate: '2026-03-07', windowStart: '10:00', windowEnd: '10:00', status: 'waiting' });
    // It ends when its window begins: Saturday 10:00 in Helsinki (08:00 UTC).
    expect(entry.expiresAt).toBe('2026-03-07T08:00:00.000Z');
    const [joined] = await outbox('waitlist.joined');
    expect(joined).toMatchObject({ email: 'waiter@example.fi', locationName: 'Helsinki', windowStart: '10:00', windowEnd: '10:00' });
  });

  it('refuses a window with free times, outside the hours, begun, reversed, a duplicate and more than the limit', async () => {
    await fillTen();
    expect((await join({ windowEnd: '11:00' })).body).toMatchObject({ code: 'waitlist.timesFree' });
    expect((await join({ windowStart: '08:00' })).status).toBe(422);
    expect((await join({ windowStart: '08:00' })).body.code).toBe('waitlist.windowOutsideHours');
    const reversed = await join({ windowStart: '10:30' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0]).toMatchObject({ path: 'windowEnd' });
    const noContact = await join({ guestPhone: '' });
    expect(noContact.status).toBe(400);
    expect((await join({ scheduledDate: '2026-03-02', windowStart: '16:00', windowEnd: '16:00' })).status).toBe(409); // Monday's times are free
    clock = new Date('2026-03-07T08:30:00.000Z');
    expect((await join()).body.code).toBe('waitlist.windowInPast');
    clock = NOW;

    expect((await join()).status).toBe(201);
    const twice = await join();
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('waitlist.alreadyWaiting');
    // Other full windows of other days, up to the limit per address.
    for (const day of ['2026-03-08', '2026-03-14', '2026-03-15'].slice(0, WAITLIST_MAX_ACTIVE_ENTRIES - 1)) {
      await book({ scheduledDate: day });
      await book({ scheduledDate: day });
      expect((await join({ scheduledDate: day })).status).toBe(201);
    }
    await book({ scheduledDate: '2026-03-21' });
    await book({ scheduledDate: '2026-03-21' });
    const tooMany = await join({ scheduledDate: '2026-03-21' });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.code).toBe('waitlist.tooManyEntries');
  });
});

describe('offers', () => {
  it('a cancellation offers the place to the first waiting, held for them alone, who books it through the link in one step', async () => {
    const [firstBooking] = await fillTen();
    expect((await join({ guestEmail: 'anna@example.fi', guestName: 'Anna', registrationNumber: 'ANN-1' })).status).toBe(201);
    clock = minutesLater(1);
    expect((await join({ guestEmail: 'bert@example.fi', guestName: 'Bert' })).status).toBe(201);
    expect(await round()).toEqual({ offered: [], lapsed: [], expired: [] });

    await cancelByLink(firstBooking!);
    expect(await freeTimes()).toContain('10:00');
    const first = await round();
    expect(first?.offered).toHaveLength(1);
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'offered', 'bert@example.fi': 'waiting' });
    const [offer] = await offers();
    expect(offer).toMatchObject({ email: 'anna@example.fi', scheduledTime: '10:00', offerExpiresAt: minutesLater(1 + 15).toISOString() });
    const token = offer!.offerToken as string;
    expect(token).toMatch(waitlistTokenPattern);

    // Held for Anna alone: gone from everyone's times, refused to another booking.
    expect(await freeTimes()).not.toContain('10:00');
    const other = await request(service.app)
      .post('/api/reservations')
      .send(guestBooking(service.helsinki, { guestEmail: 'c@example.fi' }));
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('reservation.slotUnavailable');
    // Another round offers nothing more.
    expect((await round())?.offered).toEqual([]);

    const shown = await request(service.app).get(`/api/waitlist/offers/${token}`).expect(200);
    expect(waitlistOfferSchema.parse(shown.body)).toMatchObject({ locationName: 'Helsinki', scheduledDate: '2026-03-07', scheduledTime: '10:00' });

    const booked = await request(service.app).post(`/api/waitlist/offers/${token}/book`).send({});
    expect(booked.status).toBe(201);
    const reservation = reservationSchema.parse(booked.body);
    expect(reservation).toMatchObject({ scheduledTime: '10:00', registrationNumber: 'ANN-1', guestEmail: 'anna@example.fi', status: 'pending' });
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'booked', 'bert@example.fi': 'waiting' });
    // The link is used: the neutral 404, for showing and for booking again.
    for (const again of [
      await request(service.app).get(`/api/waitlist/offers/${token}`),
      await request(service.app).post(`/api/waitlist/offers/${token}/book`).send({}),
    ]) {
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('waitlist.offerNotValid');
    }
    expect(await freeTimes()).not.toContain('10:00');
  });

  it('an offer left to lapse passes to the next in line, then the place returns to everyone', async () => {
    await freePlaceForAnnaThenBert();
    await round();
    const annasToken = (await offers())[0]!.offerToken as string;

    clock = minutesLater(1 + 15);
    const passed = await round();
    expect(passed?.lapsed).toHaveLength(1);
    expect(passed?.offered).toHaveLength(1);
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'lapsed', 'bert@example.fi': 'offered' });
    expect((await offers())[1]).toMatchObject({ email: 'bert@example.fi', scheduledTime: '10:00' });
    expect((await request(service.app).post(`/api/waitlist/offers/${annasToken}/book`).send({})).status).toBe(404);
    expect(await freeTimes()).not.toContain('10:00');

    clock = minutesLater(1 + 30);
    expect((await round())?.lapsed).toHaveLength(1);
    expect(await freeTimes()).toContain('10:00');
  });

  it('unpaid holds that run out free their places for the waitlist, one to each in line', async () => {
    await fillTen();
    await join({ guestEmail: 'anna@example.fi' });
    clock = minutesLater(1);
    await join({ guestEmail: 'bert@example.fi' });
    // The bookings were made at the database's time: the sweeper looks half an hour past it.
    const released = await sweepExpiredHolds({ pool: service.db.pool, logger, now: () => new Date(Date.now() + 31 * 60_000), holdMinutes: 30 });
    expect(released).toHaveLength(2);
    expect((await round())?.offered).toHaveLength(2);
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'offered', 'bert@example.fi': 'offered' });
  });

  it('a move away offers the place', async () => {
    const [moving] = await fillTen();
    await join({ guestEmail: 'anna@example.fi' });
    // The offered place is held: nobody moves into it either.
    await request(service.app).post(`/api/manage-booking/${moving}/move`).send({ scheduledDate: '2026-03-07', scheduledTime: '11:00' }).expect(200);
    expect((await round())?.offered).toHaveLength(1);
    const back = await request(service.app).post(`/api/manage-booking/${moving}/move`).send({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    expect(back.status).toBe(409);
  });

  it('an entry expires at its window’s start', async () => {
    await fillTen();
    await join({ guestEmail: 'anna@example.fi' });
    clock = new Date('2026-03-07T07:59:00.000Z');
    expect((await round())?.expired).toEqual([]);
    clock = new Date('2026-03-07T08:00:00.000Z');
    expect((await round())?.expired).toHaveLength(1);
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'expired' });
    // Thirty days after it ended, the entry and the customer's details it held are deleted.
    clock = new Date(Date.now() + 31 * 86_400_000);
    await round();
    expect(await statuses()).toEqual({});
  });

  it('the confirmation’s leave link ends the entry; an offered place then goes to the next in line', async () => {
    const [firstBooking] = await fillTen();
    await join({ guestEmail: 'anna@example.fi' });
    clock = minutesLater(1);
    await join({ guestEmail: 'bert@example.fi' });
    const [annasLeave] = (await outbox('waitlist.joined')).map((payload) => payload.leaveToken as string);
    expect(annasLeave).toMatch(waitlistTokenPattern);
    await cancelByLink(firstBooking!);
    await round();
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'offered' });

    expect((await request(service.app).post(`/api/waitlist/leave/${annasLeave}`).send({})).body).toEqual({ left: true });
    expect(await statuses()).toMatchObject({ 'anna@example.fi': 'left', 'bert@example.fi': 'waiting' });
    expect((await round())?.offered).toHaveLength(1);
    expect(await statuses()).toMatchObject({ 'bert@example.fi': 'offered' });
    for (const token of [annasLeave, 'not-a-token']) {
      const again = await request(service.app).post(`/api/waitlist/leave/${token}`).send({});
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('waitlist.leaveLinkNotValid');
    }
  });

  it('two service instances running their rounds at once never offer one place twice', async () => {
    await freePlaceForAnnaThenBert();
    const other = connectDatabase(TEST_DATABASE_URL, { poolSize: 4 });
    try {
      const rounds = await Promise.all([round(), round(other.pool), round(), round(other.pool)]);
      expect(rounds.flatMap((each) => each?.offered ?? [])).toHaveLength(1);
      expect(await offers()).toHaveLength(1);
      expect(await statuses()).toMatchObject({ 'anna@example.fi': 'offered', 'bert@example.fi': 'waiting' });
    } finally {
      await other.close();
    }
  });
});

import { AVAILABILITY_MESSAGES as A, availabilitySchema, dayAvailability, finnishPublicHolidays, RESERVATION_MESSAGES as M } from '@tire/contracts';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { addClosure } from '../src/data-access/opening-days.js';
import { DEFAULT_OPENING_HOURS } from '../src/data-access/seed-locations.js';
import { guestBooking, NOW, startTestService } from './support/test-app.js';
import { useTestService } from './support/use-test-service.js';

// The tests' clock: Monday 2 March 2026, 10:00 in Helsinki. With the default 90-day horizon the
// last bookable day is Sunday 31 May 2026. Good Friday 2026 is 3 April.
const service = useTestService();
// After the service's own reset (registered first, so run first), the closures go too.
beforeEach(async () => {
  await service.db.pool.query('DELETE FROM reservations.location_closures');
});

const availability = (query: Record<string, string>) => request(service.app).get('/api/availability').query(query);
const slots = (locationId: number, date: string) =>
  request(service.app)
    .get('/api/available-slots')
    .query({ locationId: String(locationId), date });
const book = (overrides: Record<string, unknown>) => request(service.app).post('/api/reservations').send(guestBooking(service.helsinki, overrides));

describe('the availability of a range of days', () => {
  it('answers each day of a month with its status, free count and times with bays left, and every location’s next free time', async () => {
    await book({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });

    const response = await availability({ locationId: String(service.helsinki), from: '2026-03-01', to: '2026-03-31' });

    expect(response.status).toBe(200);
    const answer = availabilitySchema.parse(response.body);
    expect(answer).toMatchObject({ locationId: service.helsinki, from: '2026-03-01', to: '2026-03-31', today: '2026-03-02', lastBookableDate: '2026-05-31' });
    expect(answer.days.map((day) => day.date)).toHaveLength(31);
    const day = (date: string) => answer.days.find((candidate) => candidate.date === date)!;
    expect(day('2026-03-01')).toMatchObject({ status: 'past', freeSlots: 0, times: [] });
    // today: the evening's slots are all still to come
    expect(day('2026-03-02')).toMatchObject({ status: 'open', freeSlots: 8 });
    expect(day('2026-03-02').times[0]).toEqual({ time: '16:00', left: 2 });
    // Saturday: 22 times, one bay already taken at 10:00
    const saturday = day('2026-03-07');
    expect(saturday).toMatchObject({ status: 'open', freeSlots: 22, closed: null });
    expect(saturday.times.find((t) => t.time === '10:00')).toEqual({ time: '10:00', left: 1 });
    expect(saturday.times.find((t) => t.time === '10:30')).toEqual({ time: '10:30', left: 2 });

    expect(answer.nextFree).toEqual(expect.arrayContaining([{ locationId: service.helsinki, next: { date: '2026-03-02', time: '16:00', left: 2 } }]));
    expect(answer.nextFree).toHaveLength(3);
  });

  it('drops a time once both bays are taken, and counts the day as full when none is left', async () => {
    await book({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    await book({ scheduledDate: '2026-03-07', scheduledTime: '10:00' });
    const saturday = (await availability({ locationId: String(service.helsinki), from: '2026-03-07', to: '2026-03-07' })).body.days[0];
    expect(saturday.freeSlots).toBe(21);
    expect(saturday.times.map((t: { time: string }) => t.time)).not.toContain('10:00');

    const location = { id: service.helsinki, name: 'Helsinki', capacity: 2, openingHours: DEFAULT_OPENING_HOURS };
    const everyTimeTaken = new Map(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'].map((time) => [time, 2]));
    const rules = { closedOn: () => null, extraOn: () => null, lastBookableDate: '2026-05-31' };
    expect(dayAvailability(location, '2026-03-03', everyTimeTaken, rules, NOW)).toMatchObject({ status: 'full', freeSlots: 0, times: [] });
  });

  it('without a location, answers only each location’s next free time', async () => {
    const response = await availability({ from: '2026-03-01', to: '2026-03-31' });
    expect(response.status).toBe(200);
    expect(response.body.days).toEqual([]);
    expect(response.body.nextFree.map((n: { next: { date: string } }) => n.next.date)).toEqual(['2026-03-02', '2026-03-02', '2026-03-02']);
  });

  it('refuses a reversed range, one longer than 62 days, and an unknown location', async () => {
    const reversed = await availability({ locationId: String(service.helsinki), from: '2026-03-10', to: '2026-03-01' });
    expect(reversed.status).toBe(400);
    const long = await availability({ locationId: String(service.helsinki), from: '2026-03-01', to: '2026-05-15' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(A.rangeTooLong);
    expect((await availability({ locationId: String(service.helsinki), from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    const unknown = await availability({ locationId: '9999', from: '2026-03-01', to: '2026-03-31' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.locationNotFound);
  });
});

describe('public holidays and closures', () => {
  it('seeds Finland’s holidays: Easter-based, Midsummer and All Saints’ Day move with the year', () => {
    const dates = (year: number) => Object.fromEntries(finnishPublicHolidays(year).map((h) => [h.en, h.date]));
    expect(dates(2026)).toMatchObject({
      'Good Friday': '2026-04-03',
      'Easter Monday': '2026-04-06',
      'Ascension Day': '2026-05-14',
      'Midsummer Eve': '2026-06-19',
      'Midsummer Day': '2026-06-20',
      "All Saints' Day": '2026-10-31',
      'Independence Day': '2026-12-06',
    });
    expect(dates(2027)).toMatchObject({
      'Good Friday': '2027-03-26',
      'Easter Sunday': '2027-03-28',
      'Midsummer Day': '2027-06-26',
      "All Saints' Day": '2027-11-06',
    });
  });

  it('shows a holiday as closed with its name, offers no slots on it and refuses a booking on it', async () => {
    const april = (await availability({ locationId: String(service.helsinki), from: '2026-04-01', to: '2026-04-30' })).body;
    const goodFriday = april.days.find((day: { date: string }) => day.date === '2026-04-03');
    expect(goodFriday).toEqual({
      date: '2026-04-03',
      status: 'closed',
      freeSlots: 0,
      times: [],
      closed: { kind: 'holiday', name: { fi: 'Pitkäperjantai', en: 'Good Friday' } },
    });
    expect(april.days.find((day: { date: string }) => day.date === '2026-04-02').status).toBe('open');

    expect((await slots(service.helsinki, '2026-04-03')).body).toEqual([]);
    const refused = await book({ scheduledDate: '2026-04-03', scheduledTime: '17:00' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(A.dayClosed);
  });

  it('closes one location on a day of its own and leaves the others open', async () => {
    await addClosure(service.db.pool, service.helsinki, '2026-03-14', 'Inventaario / Stocktaking');

    const day = async (locationId: number) => (await availability({ locationId: String(locationId), from: '2026-03-14', to: '2026-03-14' })).body.days[0];
    expect(await day(service.helsinki)).toMatchObject({ status: 'closed', closed: { kind: 'closure', name: { en: 'Inventaario / Stocktaking' } } });
    expect(await day(service.vantaa)).toMatchObject({ status: 'open', freeSlots: 22 });
    expect((await slots(service.helsinki, '2026-03-14')).body).toEqual([]);
    expect((await book({ scheduledDate: '2026-03-14', scheduledTime: '10:00' })).status).toBe(422);
    expect(
      (
        await request(service.app)
          .post('/api/reservations')
          .send(guestBooking(service.vantaa, { scheduledDate: '2026-03-14', scheduledTime: '10:00' }))
      ).status,
    ).toBe(201);
  });
});

describe('the booking horizon', () => {
  it('offers days up to 90 days ahead and nothing after, and refuses a booking past it', async () => {
    const days = (await availability({ locationId: String(service.helsinki), from: '2026-05-30', to: '2026-06-02' })).body.days;
    expect(days.map((day: { date: string; status: string }) => [day.date, day.status])).toEqual([
      ['2026-05-30', 'open'],
      ['2026-05-31', 'open'],
      ['2026-06-01', 'beyond-horizon'],
      ['2026-06-02', 'beyond-horizon'],
    ]);
    expect((await slots(service.helsinki, '2026-05-31')).body).toHaveLength(22);
    expect((await slots(service.helsinki, '2026-06-06')).body).toEqual([]);

    const refused = await book({ scheduledDate: '2026-06-06', scheduledTime: '10:00' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(A.beyondHorizon);
    expect((await book({ scheduledDate: '2026-05-31', scheduledTime: '10:00' })).status).toBe(201);
  });

  it('follows BOOKING_HORIZON_DAYS (here 10 days)', async () => {
    const short = await startTestService({ horizonDays: 10 });
    try {
      const answer = (
        await request(short.app)
          .get('/api/availability')
          .query({ locationId: String(service.helsinki), from: '2026-03-11', to: '2026-03-13' })
      ).body;
      expect(answer.lastBookableDate).toBe('2026-03-12');
      expect(answer.days.map((day: { status: string }) => day.status)).toEqual(['open', 'open', 'beyond-horizon']);
    } finally {
      await short.close();
    }
  });
});

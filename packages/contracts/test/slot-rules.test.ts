import { describe, expect, it } from 'vitest';
import {
  bookingDateOf,
  dayAvailability,
  freeSlots,
  helsinkiInstant,
  locationOnDay,
  slotProblem,
  slotTimesOfDay,
  type ExtraCapacity,
  type OpeningHours,
} from '../src/index.js';

// The seeded week of the reservations service: weekends 09-20, weekdays 16-20.
const hours: OpeningHours[] = [
  { dayOfWeek: 0, opens: '09:00', closes: '20:00' },
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '16:00', closes: '20:00' })),
  { dayOfWeek: 6, opens: '09:00', closes: '20:00' },
];
const none = new Map<string, number>();
const longAgo = new Date('2020-01-01T00:00:00Z');
const slots = (date: string, now: Date, booked = none, capacity = 2) => freeSlots({ date, openingHours: hours, capacity, booked, now });

describe('free slots of a day', () => {
  it('offers 30-minute starts from 16:00 to 19:30 on a weekday, the last one 30 minutes before closing', () => {
    expect(slots('2026-03-04', longAgo)).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
  });

  it('offers 09:00 to 19:30 on Saturdays and Sundays', () => {
    for (const weekendDay of ['2026-03-07', '2026-03-08']) {
      const day = slots(weekendDay, longAgo);
      expect(day[0]).toBe('09:00');
      expect(day.at(-1)).toBe('19:30');
      expect(day).toHaveLength(22);
    }
  });

  it('offers nothing on a day the location is closed', () => {
    const weekendOnly = hours.filter((h) => h.dayOfWeek === 0 || h.dayOfWeek === 6);
    expect(freeSlots({ date: '2026-03-04', openingHours: weekendOnly, capacity: 2, booked: none, now: longAgo })).toEqual([]);
  });

  it('leaves out the slots that have already begun today, in Helsinki time', () => {
    // 17:10 in Helsinki (UTC+2 in March)
    expect(slots('2026-03-04', new Date('2026-03-04T15:10:00Z'))).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30']);
  });

  it('offers nothing on a day that is over', () => {
    expect(slots('2026-03-03', new Date('2026-03-04T06:00:00Z'))).toEqual([]);
  });

  it('hides a slot whose bays are all booked and keeps one with a bay left', () => {
    const booked = new Map([
      ['16:00', 2],
      ['16:30', 1],
    ]);
    const day = slots('2026-03-04', longAgo, booked);
    expect(day).not.toContain('16:00');
    expect(day).toContain('16:30');
  });

  it('uses summer time from the morning the clocks go forward (29 March 2026)', () => {
    // 06:30 UTC is 09:30 in Helsinki after the change (UTC+3), so 09:00 and 09:30 have begun
    expect(slots('2026-03-29', new Date('2026-03-29T06:30:00Z'))[0]).toBe('10:00');
    expect(helsinkiInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(helsinkiInstant('2026-03-28', '09:00').toISOString()).toBe('2026-03-28T07:00:00.000Z');
  });

  it('uses winter time from the morning the clocks go back (25 October 2026)', () => {
    // 07:30 UTC is 09:30 in Helsinki after the change (UTC+2): 10:00 is still to come
    expect(slots('2026-10-25', new Date('2026-10-25T07:30:00Z'))[0]).toBe('10:00');
    expect(helsinkiInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(helsinkiInstant('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T06:00:00.000Z');
  });
});

describe('checking a requested start time', () => {
  const monday = new Date('2026-03-02T08:00:00Z');

  it('refuses times outside the opening hours or off the 30-minute grid', () => {
    expect(slotProblem('2026-03-04', '15:30', hours, monday)).toBe('outsideHours');
    expect(slotProblem('2026-03-04', '20:00', hours, monday)).toBe('outsideHours');
    expect(slotProblem('2026-03-04', '16:15', hours, monday)).toBe('outsideHours');
  });

  it('refuses a slot that has begun and accepts a later one', () => {
    expect(slotProblem('2026-03-02', '16:00', hours, new Date('2026-03-02T14:00:00Z'))).toBe('inPast');
    expect(slotProblem('2026-03-02', '16:30', hours, new Date('2026-03-02T14:00:00Z'))).toBeUndefined();
  });
});

describe('the booking day of a scheduledDate', () => {
  it('reads an ISO instant as its Helsinki calendar date', () => {
    expect(bookingDateOf('2026-03-06T22:00:00.000Z')).toBe('2026-03-07');
    expect(bookingDateOf('2026-06-30T21:00:00.000Z')).toBe('2026-07-01');
    expect(bookingDateOf('2026-06-30T20:59:00.000Z')).toBe('2026-06-30');
  });

  it('takes a plain date as it is and refuses a day that does not exist', () => {
    expect(bookingDateOf('2026-03-07')).toBe('2026-03-07');
    expect(bookingDateOf('2026-02-30')).toBeUndefined();
  });
});

describe('a rush day’s extra capacity (locationOnDay)', () => {
  const location = { id: 1, name: 'Helsinki', capacity: 2, openingHours: hours };
  const rushDay = '2026-03-04'; // a Wednesday: 16-20 weekly
  const full = (times: string[], count = 2) => new Map(times.map((time) => [time, count]));
  const ofDay = (extra: Parameters<typeof locationOnDay>[2], booked = none) => {
    const day = locationOnDay(location, rushDay, extra);
    return freeSlots({ date: rushDay, openingHours: day.openingHours, capacity: day.capacity, booked, now: longAgo });
  };

  it('offers a full slot again with two extra bays, until the two extra bookings are in it', () => {
    const extra = { extraBays: 2, opensEarly: null, closesLate: null };
    expect(ofDay(null, full(['16:00']))).not.toContain('16:00');
    expect(ofDay(extra, full(['16:00']))).toContain('16:00');
    expect(ofDay(extra, full(['16:00'], 3))).toContain('16:00');
    expect(ofDay(extra, full(['16:00'], 4))).not.toContain('16:00');
  });

  it('refuses the extra places again once the extra is removed, bookings already in them counting as before', () => {
    expect(ofDay(null, full(['16:00'], 3))).not.toContain('16:00');
    expect(ofDay({ extraBays: 0, opensEarly: null, closesLate: null }, full(['16:00'], 3))).not.toContain('16:00');
  });

  it('opens earlier and closes later on that day only, the last start 30 minutes before the new closing', () => {
    const extra = { extraBays: 0, opensEarly: '14:00', closesLate: '21:00' };
    const day = ofDay(extra);
    expect(day[0]).toBe('14:00');
    expect(day.at(-1)).toBe('20:30');
    expect(slotProblem(rushDay, '14:00', locationOnDay(location, rushDay, extra).openingHours, longAgo)).toBeUndefined();
    expect(slotProblem(rushDay, '13:30', locationOnDay(location, rushDay, extra).openingHours, longAgo)).toBe('outsideHours');
    // The next Wednesday keeps its weekly hours.
    expect(slotProblem('2026-03-11', '14:00', locationOnDay(location, '2026-03-11', null).openingHours, longAgo)).toBe('outsideHours');
  });

  it('never shortens the weekly hours: an "earlier" opening after the weekly one is ignored', () => {
    expect(ofDay({ extraBays: 0, opensEarly: '17:00', closesLate: '19:00' })[0]).toBe('16:00');
    expect(ofDay({ extraBays: 0, opensEarly: '17:00', closesLate: '19:00' }).at(-1)).toBe('19:30');
  });

  it('opens a day without weekly hours only when both the opening and the closing are given', () => {
    const closedMidweek = hours.filter((h) => h.dayOfWeek !== 3);
    const shut = { ...location, openingHours: closedMidweek };
    expect(slotTimesOfDay(rushDay, locationOnDay(shut, rushDay, { extraBays: 1, opensEarly: '08:00', closesLate: null }).openingHours)).toEqual([]);
    expect(slotTimesOfDay(rushDay, locationOnDay(shut, rushDay, { extraBays: 0, opensEarly: '08:00', closesLate: '09:00' }).openingHours)).toEqual([
      '08:00',
      '08:30',
    ]);
  });

  it('reaches the calendar through the day rules: a full day with extra bays is open again', () => {
    const rules = (extra: ExtraCapacity | null) => ({ closedOn: () => null, extraOn: () => extra, lastBookableDate: '2026-12-31' });
    const allFull = full(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30']);
    expect(dayAvailability(location, rushDay, allFull, rules(null), longAgo).status).toBe('full');
    const open = dayAvailability(location, rushDay, allFull, rules({ extraBays: 2, opensEarly: null, closesLate: null }), longAgo);
    expect(open.status).toBe('open');
    expect(open.times[0]).toEqual({ time: '16:00', left: 2 });
  });
});

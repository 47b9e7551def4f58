import { describe, expect, it } from 'vitest';
import { bookingDateOf, freeSlots, helsinkiInstant, slotProblem, type OpeningHours } from '../src/index.js';

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

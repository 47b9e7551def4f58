import { describe, expect, it } from 'vitest';
import { addDays, bookingDateOf, dayOfWeek, helsinkiDateOf, helsinkiInstant, helsinkiTimeOf, helsinkiWallClock, isCalendarDate } from '../src/time.js';

describe('the Helsinki wall clock', () => {
  it('reads an instant as Helsinki date, time and minutes, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(helsinkiWallClock(new Date('2026-01-15T22:30:00Z'))).toEqual({ date: '2026-01-16', time: '00:30', minutes: 30 });
    expect(helsinkiWallClock('2026-07-01T06:05:00Z')).toEqual({ date: '2026-07-01', time: '09:05', minutes: 545 });
    expect(helsinkiDateOf('2026-03-28T22:59:00Z')).toBe('2026-03-29');
    expect(helsinkiTimeOf('2026-10-25T00:30:00Z')).toBe('03:30');
  });

  it('finds the instant of a wall-clock time on either side of a summer-time change', () => {
    // Summer time starts on 29 March 2026 at 03:00 (01:00 UTC); it ends on 25 October 2026 at 04:00 (01:00 UTC).
    expect(helsinkiInstant('2026-03-28', '10:00').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(helsinkiInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(helsinkiInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('reads a booking day from a plain date or a date picker’s instant, and refuses a day that does not exist', () => {
    expect(bookingDateOf('2026-03-10')).toBe('2026-03-10');
    expect(bookingDateOf('2026-03-09T22:00:00.000Z')).toBe('2026-03-10');
    expect(bookingDateOf('2025-02-30')).toBeUndefined();
    expect(bookingDateOf('soon')).toBeUndefined();
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });

  it('counts calendar days across months, years and the summer-time change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });
});

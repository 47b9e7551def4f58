import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingDateOf,
  dayOfWeek,
  formatFinnishDay,
  formatHelsinki,
  helsinkiDateOf,
  helsinkiInstant,
  helsinkiTimeOf,
  helsinkiWallClock,
  isCalendarDate,
  weekdayName,
} from '../src/time.js';

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

  it('says a day, a time of day and an instant in a language, on Helsinki’s calendar and clock', () => {
    // A calendar day stays that day in Helsinki, in winter and in summer.
    expect(formatHelsinki('2030-06-07', 'fi-FI', { dateStyle: 'long' })).toBe('7. kesäkuuta 2030');
    expect(formatHelsinki('2030-01-01', 'en-GB', { dateStyle: 'long' })).toBe('1 January 2030');
    // An instant is read on Helsinki's clock: 21:30 UTC on 31 May is 00:30 on 1 June there.
    expect(formatHelsinki('2030-05-31T21:30:00.000Z', 'en-GB', { dateStyle: 'long' })).toBe('1 June 2030');
    expect(formatHelsinki('2030-05-31T21:30:00.000Z', 'en-GB', { hour: '2-digit', minute: '2-digit' })).toBe('00:30');
    expect(formatHelsinki('2030-06-01T10:30:00.000Z', 'fi-FI', { hour: '2-digit', minute: '2-digit' })).toBe('13.30');
    // A wall-clock time is the language's way of writing it.
    expect(formatHelsinki('09:00', 'fi-FI', { hour: 'numeric', minute: '2-digit' })).toBe('9.00');
    expect(formatHelsinki('16:30', 'en-GB', { hour: 'numeric', minute: '2-digit' })).toBe('16:30');
    expect([0, 1, 6].map((day) => weekdayName(day, 'fi-FI'))).toEqual(['su', 'ma', 'la']);
    expect(weekdayName(1, 'en-GB', 'long')).toBe('Monday');
    expect(formatFinnishDay('2026-11-28', 'fi-FI')).toBe('la 28.11.2026');
    expect(formatFinnishDay('2026-11-24', 'en-GB', { withYear: false })).toBe('Tue 24.11.');
    expect(formatFinnishDay('2026-11-28', 'fi-FI', { weekday: 'long' })).toBe('lauantai 28.11.2026');
  });
});

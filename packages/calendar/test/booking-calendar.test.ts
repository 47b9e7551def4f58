import { SERVICE_TYPES } from '@tire/contracts';
import { helsinkiWallClock, readCalendar } from '../testing/read-calendar.js';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingCalendar, bookingUid, CALENDAR_TEXTS, type BookingCalendarOptions, type CalendarBooking } from '../src/index.js';

const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  trackingCode: 'TIRE-7KQ2MX',
  serviceType: 'tire_change',
  locationName: 'Helsinki',
  locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
  startsAt: '2026-03-07T08:00:00.000Z',
  email: 'maija@example.fi',
  name: 'Maija',
  ...overrides,
});

const options = (overrides: Partial<BookingCalendarOptions> = {}): BookingCalendarOptions => ({
  method: 'PUBLISH',
  confirmed: true,
  sequence: 0,
  language: 'fi',
  publicUrl: 'http://shop.test',
  stamp: new Date('2026-03-01T10:00:00.000Z'),
  ...overrides,
});

const parse = readCalendar;

const source = (bookingOverrides: Partial<CalendarBooking> = {}, optionOverrides: Partial<BookingCalendarOptions> = {}) =>
  bookingCalendar(booking(bookingOverrides), options(optionOverrides)).content;

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe("a booking's calendar file", () => {
  it('is one entry per booking: its UID, the SEQUENCE given, the tracking code as file name, the method in its MIME type', () => {
    const file = bookingCalendar(booking(), options({ method: 'CANCEL', sequence: 4 }));
    expect(file.filename).toBe('TIRE-7KQ2MX.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { calendar, event } = parse(file.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(bookingUid('TIRE-7KQ2MX'));
    expect(event.uid).toMatch(/^booking-[0-9a-f]{32}@rengaspalvelu$/);
    expect(event.sequence).toBe(4);
    expect(file.content).toContain('DTSTAMP:20260301T100000Z\r\n');
    expect(file.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('names the entry by its tracking code, hashed: neither the sequential id nor the code itself, the same in every file of the booking', () => {
    const uid = bookingUid('TIRE-7KQ2MX');
    expect(uid).not.toContain('TIRE-7KQ2MX');
    expect(uid).not.toMatch(/reservation-\d+@/);
    expect(bookingUid(' tire-7kq2mx ')).toBe(uid);
    expect(bookingUid('TIRE-7KQ2MY')).not.toBe(uid);
    const request = parse(source()).event.uid;
    const cancel = parse(source({ startsAt: '2026-04-15T11:30:00.000Z' }, { method: 'CANCEL', sequence: 3 })).event.uid;
    expect([request, cancel]).toEqual([uid, uid]);
  });

  it('starts at the Helsinki wall-clock time with TZID=Europe/Helsinki and lasts one slot, in winter (UTC+2) and summer (UTC+3)', () => {
    const winter = source();
    expect(winter).toContain('DTSTART;TZID=Europe/Helsinki:20260307T100000\r\n');
    expect(winter).toContain('DTEND;TZID=Europe/Helsinki:20260307T103000\r\n');
    expect(winter).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Helsinki\r\n/);
    expect(parse(winter).event.startDate.toJSDate().toISOString()).toBe('2026-03-07T08:00:00.000Z');

    const summer = source({ startsAt: '2026-07-15T06:30:00.000Z' });
    expect(summer).toContain('DTSTART;TZID=Europe/Helsinki:20260715T093000\r\n');
    const { event } = parse(summer);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-15T06:30:00.000Z');
    expect(helsinkiWallClock(event.startDate.toJSDate())).toBe('2026-07-15 09:30');
    expect(event.duration.toSeconds()).toBe(30 * 60);
  });

  it('writes Helsinki time whatever time zone the server runs in', () => {
    process.env.TZ = 'America/New_York';
    expect(source()).toContain('DTSTART;TZID=Europe/Helsinki:20260307T100000\r\n');
    process.env.TZ = 'UTC';
    expect(source({ startsAt: new Date('2026-07-15T06:30:00.000Z') })).toContain('DTSTART;TZID=Europe/Helsinki:20260715T093000\r\n');
  });

  it('its VTIMEZONE switches on the EU days, the last Sundays of March and October, as the zone database does', () => {
    // 29 March 2026 03:00 EET becomes 04:00 EEST; 25 October 2026 04:00 EEST becomes 03:00 EET.
    for (const [instant, wallClock] of [
      ['2026-03-29T00:30:00.000Z', '20260329T023000'],
      ['2026-03-29T01:30:00.000Z', '20260329T043000'],
      ['2026-10-25T00:30:00.000Z', '20261025T033000'],
      ['2026-10-25T01:30:00.000Z', '20261025T033000'],
      ['2027-03-28T01:30:00.000Z', '20270328T043000'],
    ] as const) {
      expect(source({ startsAt: instant })).toContain(`DTSTART;TZID=Europe/Helsinki:${wallClock}\r\n`);
    }
    // A parser using only the file's VTIMEZONE agrees with the zone database on both sides of a switch.
    for (const instant of [
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-10-24T12:00:00.000Z',
      '2026-10-26T12:00:00.000Z',
      '2027-01-15T08:00:00.000Z',
    ]) {
      expect(
        parse(source({ startsAt: instant }))
          .event.startDate.toJSDate()
          .toISOString(),
      ).toBe(instant);
    }
  });

  it('a published entry is CONFIRMED with a display reminder the day before; a cancel is CANCELLED without one', () => {
    const request = parse(source({}, { sequence: 2 }));
    expect(request.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(request.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(request.event.sequence).toBe(2);
    expect(request.alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(request.alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
    expect(request.alarm?.getFirstPropertyValue('description')).toBe('Huomenna: Renkaanvaihto, Rengaspalvelu');

    const cancelText = source({}, { method: 'CANCEL', sequence: 3 });
    const cancel = parse(cancelText);
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.sequence).toBe(3);
    expect(cancelText).not.toContain('VALARM');
  });

  it('offers no accept / decline buttons for a booking the customer made: a published entry names no organizer or attendee, TENTATIVE until the shop confirms', () => {
    const unconfirmed = parse(source({}, { confirmed: false }));
    expect(unconfirmed.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(unconfirmed.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(unconfirmed.vevent.getFirstProperty('organizer')).toBeNull();
    expect(unconfirmed.vevent.getFirstProperty('attendee')).toBeNull();
    expect(source({}, { confirmed: false })).not.toMatch(/RSVP|METHOD:REQUEST/);
  });

  it('a cancellation names the business as organizer and the customer as attendee, a name never breaking the line; no attendee without an e-mail', () => {
    const { vevent } = parse(source({ name: 'Meikäläinen; "Maija", Oy:n' }, { method: 'CANCEL' }));
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:info@rengaspalvelu.example');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Rengaspalvelu Oy');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:maija@example.fi');
    expect(attendee.getParameter('cn')).toBe('Meikäläinen; Maija, Oy:n');
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');

    expect(parse(source({ email: null }, { method: 'CANCEL' })).vevent.getFirstProperty('attendee')).toBeNull();
  });

  it('says what, where and how to follow it, in the booking language, the texts intact when read back', () => {
    const fi = parse(source({ locationName: 'Paikka, B-rappu', locationAddress: 'Katu 1; 00100 Helsinki' })).event;
    expect(fi.summary).toBe('Rengaspalvelu: Renkaanvaihto');
    expect(fi.location).toBe('Paikka, B-rappu, Katu 1; 00100 Helsinki');
    expect(fi.description).toBe('Seurantakoodi TIRE-7KQ2MX. Seuraa varaustasi: http://shop.test/track-order?code=TIRE-7KQ2MX');

    const en = parse(source({ serviceType: 'tire_install_4' }, { language: 'en', publicUrl: 'https://rengas.example/' }));
    expect(en.event.summary).toBe('Rengaspalvelu: Tire installation, 4 tires');
    expect(en.event.description).toBe('Tracking code TIRE-7KQ2MX. Follow your booking: https://rengas.example/track-order?code=TIRE-7KQ2MX');
    expect(en.vevent.getFirstPropertyValue('url')).toBe('https://rengas.example/track-order?code=TIRE-7KQ2MX');
    expect(en.alarm?.getFirstPropertyValue('description')).toBe('Tomorrow: Tire installation, 4 tires at Rengaspalvelu');
  });

  it('names every service in both languages, and shows an unknown one as it is', () => {
    for (const language of ['fi', 'en'] as const) {
      expect(Object.keys(CALENDAR_TEXTS[language].services).sort()).toEqual([...SERVICE_TYPES].sort());
    }
    expect(parse(source({ serviceType: 'balancing' })).event.summary).toBe('Rengaspalvelu: balancing');
  });

  it('refuses an invalid start rather than writing a wrong time', () => {
    expect(() => source({ startsAt: 'not a date' })).toThrow(/invalid start/);
  });
});

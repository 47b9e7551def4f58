import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../src/i18n/messages.js';
import { bookingCalendarAttachment, escapeText, foldLine, icalendar, type CalendarEntry } from '../src/templates/booking-calendar.js';
import { helsinkiWallClock } from './support/mail-reading.js';

const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  method: 'REQUEST',
  uid: 'reservation-42@rengaspalvelu',
  sequence: 0,
  startsAt: '2026-03-07T08:00:00.000Z',
  durationMinutes: 30,
  summary: 'Rengaspalvelu: Renkaanvaihto',
  description: 'Seurantakoodi TIRE-7KQ2MX',
  location: 'Helsinki, Mannerheimintie 120',
  organizer: { name: 'Rengaspalvelu Oy', email: 'info@rengaspalvelu.example' },
  attendee: { name: 'Maija', email: 'maija@example.fi' },
  alarm: { trigger: '-P1D', description: 'Huomenna' },
  stamp: new Date('2026-03-01T10:00:00.000Z'),
  ...overrides,
});

/** Parsed as a calendar application would, with the file's own VTIMEZONE as the zone's definition. */
function parse(source: string) {
  const calendar = new ICAL.Component(ICAL.parse(source));
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

describe('the iCalendar builder', () => {
  it('writes CRLF line ends and folds every line at 75 octets without splitting a UTF-8 character', () => {
    const source = icalendar(entry({ description: 'Äö'.repeat(80) + ' ' + 'x'.repeat(200) }));
    expect(source.endsWith('\r\n')).toBe(true);
    expect(source.replaceAll('\r\n', '')).not.toContain('\n');
    for (const line of source.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(source).not.toContain('\uFFFD');
    // Unfolded again, the value is intact.
    expect(parse(source).event.description).toBe('Äö'.repeat(80) + ' ' + 'x'.repeat(200));
  });

  it('folds exactly: a 75-octet line stays, a 76-octet one continues with a space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // "ä" is two octets: 37 of them (74) fit, the 38th would make 76.
    expect(foldLine('ä'.repeat(38))).toBe(`${'ä'.repeat(37)}\r\n ä`);
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const { event } = parse(icalendar(entry({ location: 'Paikka, katu 1; B-rappu', description: 'rivi 1\nrivi 2' })));
    expect(event.location).toBe('Paikka, katu 1; B-rappu');
    expect(event.description).toBe('rivi 1\nrivi 2');
  });

  it('starts at the Helsinki wall-clock time with TZID=Europe/Helsinki, right in winter (UTC+2) and summer (UTC+3)', () => {
    const winter = icalendar(entry());
    expect(winter).toContain('DTSTART;TZID=Europe/Helsinki:20260307T100000\r\n');
    expect(winter).toContain('DTEND;TZID=Europe/Helsinki:20260307T103000\r\n');
    expect(parse(winter).event.startDate.toJSDate().toISOString()).toBe('2026-03-07T08:00:00.000Z');

    const summer = icalendar(entry({ startsAt: '2026-07-15T06:30:00.000Z' }));
    expect(summer).toContain('DTSTART;TZID=Europe/Helsinki:20260715T093000\r\n');
    const start = parse(summer).event.startDate.toJSDate();
    expect(start.toISOString()).toBe('2026-07-15T06:30:00.000Z');
    expect(helsinkiWallClock(start)).toBe('2026-07-15 09:30');
    expect(parse(summer).event.duration.toSeconds()).toBe(30 * 60);
  });

  it('its VTIMEZONE switches on the EU days: the last Sundays of March and October', () => {
    // 29 March 2026 03:00 EET becomes 04:00 EEST; 25 October 2026 04:00 EEST becomes 03:00 EET.
    for (const [instant, wallClock] of [
      ['2026-03-29T00:30:00.000Z', '20260329T023000'],
      ['2026-03-29T01:30:00.000Z', '20260329T043000'],
      ['2026-10-25T00:30:00.000Z', '20261025T033000'],
      ['2026-10-25T01:30:00.000Z', '20261025T033000'],
      ['2027-03-28T01:30:00.000Z', '20270328T043000'],
    ] as const) {
      const source = icalendar(entry({ startsAt: instant }));
      expect(source).toContain(`DTSTART;TZID=Europe/Helsinki:${wallClock}`);
    }
    // A parser using only the file's VTIMEZONE agrees with the zone database on both sides of a switch.
    for (const instant of ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-10-24T12:00:00.000Z', '2026-10-26T12:00:00.000Z']) {
      expect(parse(icalendar(entry({ startsAt: instant }))).event.startDate.toJSDate().toISOString()).toBe(instant);
    }
  });

  it('a request is CONFIRMED with a display reminder the day before; a cancel is CANCELLED without one', () => {
    const request = icalendar(entry({ sequence: 2 }));
    expect(request).toContain('METHOD:REQUEST\r\n');
    expect(request).toContain('STATUS:CONFIRMED\r\n');
    expect(request).toContain('SEQUENCE:2\r\n');
    expect(request).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Huomenna\r\nTRIGGER:-P1D\r\nEND:VALARM');
    expect(request).toContain('DTSTAMP:20260301T100000Z\r\n');

    const cancel = icalendar(entry({ method: 'CANCEL', sequence: 3 }));
    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain('STATUS:CANCELLED\r\n');
    expect(cancel).toContain('SEQUENCE:3\r\n');
    expect(cancel).not.toContain('VALARM');
  });

  it('names the business as organizer and the customer as attendee, a name never breaking the line', () => {
    const source = icalendar(entry({ attendee: { name: 'Meikäläinen; "Maija", Oy:n', email: 'maija@example.fi' } }));
    const { calendar } = parse(source);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:info@rengaspalvelu.example');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:maija@example.fi');
    expect(attendee.getParameter('cn')).toBe('Meikäläinen; Maija, Oy:n');
  });

  it("a booking's file has the booking's one UID, its tracking code as file name and the method in its MIME type", () => {
    const texts = textsFor('en');
    const booking = {
      reservationId: 42,
      trackingCode: 'TIRE-7KQ2MX',
      serviceType: 'tire_change',
      locationName: 'Helsinki',
      locationAddress: 'Mannerheimintie 120, 00270 Helsinki',
      startsAt: '2026-03-07T08:00:00.000Z',
      email: 'maija@example.fi',
    };
    const file = bookingCalendarAttachment(booking, texts, { method: 'CANCEL', sequence: 4, trackUrl: 'http://shop.test/track-order?code=TIRE-7KQ2MX' });
    expect(file.filename).toBe('TIRE-7KQ2MX.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const { event } = parse(file.content);
    expect(event.uid).toBe('reservation-42@rengaspalvelu');
    expect(event.sequence).toBe(4);
    expect(event.summary).toBe('Rengaspalvelu: Tire change');
    expect(event.location).toBe('Helsinki, Mannerheimintie 120, 00270 Helsinki');
  });
});

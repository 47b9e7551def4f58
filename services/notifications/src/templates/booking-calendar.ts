import { BUSINESS, SLOT_MINUTES, TIME_ZONE } from '@tire/contracts';
import { helsinkiWallClock } from '../i18n/helsinki-time.js';
import type { Texts } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';

/**
 * The appointment as an iCalendar file (RFC 5545), written here rather than with the `ics`
 * package because that cannot write a VTIMEZONE: the start is the booked Helsinki wall-clock
 * time with TZID=Europe/Helsinki and the zone's own definition, so every calendar shows 10:00 as
 * 10:00 across daylight-saving changes.
 *
 * One entry per booking (UID `reservation-<id>@rengaspalvelu`), kept up to date with iTIP
 * (RFC 5546) messages: METHOD:REQUEST when it is paid and every time it moves (SEQUENCE higher
 * each time), METHOD:CANCEL with STATUS:CANCELLED when it is cancelled. REQUEST and CANCEL name
 * the business as ORGANIZER and the customer as ATTENDEE, as iTIP asks, so that mail clients
 * update or remove the entry they already hold instead of adding a second one.
 */

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarEntry {
  method: CalendarMethod;
  uid: string;
  sequence: number;
  /** The start as an instant (ISO 8601); written as Helsinki wall-clock time. */
  startsAt: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name?: string | null; email: string };
  /** A reminder this long before the start (an RFC 5545 duration, e.g. "-P1D"); none when absent. */
  alarm?: { trigger: string; description: string };
  /** When the file is made (DTSTAMP); now unless given. */
  stamp?: Date;
}

const CRLF = '\r\n';
/** A line's maximum length in octets, CRLF not counted (RFC 5545 3.1). */
const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, as a name may hold ":" ";" ","; DQUOTE and controls cannot appear at all. */
const paramValue = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

/**
 * One content line folded at 75 octets: the continuation lines start with a space (which counts),
 * and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** An instant in UTC, "20260307T080000Z" (DTSTAMP). */
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/** An instant as Helsinki local time, "20260307T100000" (with TZID=Europe/Helsinki). */
function helsinkiLocal(instant: Date): string {
  const { year, month, day, hour, minute, second } = helsinkiWallClock(instant);
  return `${year}${month}${day}T${hour}${minute}${second}`;
}

/**
 * Europe/Helsinki as iCalendar knows it: EET (UTC+2) in winter, EEST (UTC+3) from the last Sunday
 * of March 03:00 to the last Sunday of October 04:00 local time (01:00 UTC both), the EU rule.
 */
export const HELSINKI_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
] as const;

/** The whole VCALENDAR text: CRLF line ends, every line folded, values escaped. */
export function icalendar(entry: CalendarEntry): string {
  const start = new Date(entry.startsAt);
  if (Number.isNaN(start.getTime())) throw new Error(`Calendar entry with an invalid start "${entry.startsAt}"`);
  const end = new Date(start.getTime() + entry.durationMinutes * 60_000);
  const cancelled = entry.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rengaspalvelu//notifications//FI',
    'CALSCALE:GREGORIAN',
    `METHOD:${entry.method}`,
    ...HELSINKI_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTAMP:${utcStamp(entry.stamp ?? new Date())}`,
    `DTSTART;TZID=${TIME_ZONE}:${helsinkiLocal(start)}`,
    `DTEND;TZID=${TIME_ZONE}:${helsinkiLocal(end)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `TRANSP:${cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    `ORGANIZER;CN=${paramValue(entry.organizer.name)}:mailto:${entry.organizer.email}`,
    ...(entry.attendee
      ? [
          `ATTENDEE;${entry.attendee.name?.trim() ? `CN=${paramValue(entry.attendee.name.trim())};` : ''}ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${entry.attendee.email}`,
        ]
      : []),
    ...(entry.alarm && !cancelled
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(entry.alarm.description)}`, `TRIGGER:${entry.alarm.trigger}`, 'END:VALARM']
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** What a booking's calendar file is made from (the appointment fields of the lifecycle events). */
export interface CalendarBooking {
  reservationId: number;
  trackingCode: string;
  serviceType: string;
  locationName: string;
  locationAddress?: string | null;
  startsAt: string;
  email: string;
  name?: string | null;
}

/** The booking's one UID: every later file (moved, cancelled) replaces the same calendar entry. */
export const bookingUid = (reservationId: number) => `reservation-${reservationId}@rengaspalvelu`;

/**
 * A booking's .ics attachment: `request` when paid or moved (with the reminder the day before),
 * `cancel` when cancelled; `sequence` is the event's calendarSequence.
 */
export function bookingCalendarAttachment(
  booking: CalendarBooking,
  texts: Texts,
  { method, sequence, trackUrl }: { method: 'REQUEST' | 'CANCEL'; sequence: number; trackUrl: string },
): NonNullable<OutgoingEmail['attachments']>[number] {
  const service = texts.serviceName(booking.serviceType);
  const content = icalendar({
    method,
    uid: bookingUid(booking.reservationId),
    sequence,
    startsAt: booking.startsAt,
    durationMinutes: SLOT_MINUTES,
    summary: texts.t('receipt.calendarTitle', { service }),
    description: texts.t('receipt.calendarDescription', { trackingCode: booking.trackingCode, url: trackUrl }),
    location: [booking.locationName, booking.locationAddress].filter(Boolean).join(', '),
    url: trackUrl,
    organizer: { name: BUSINESS.name, email: BUSINESS.email },
    attendee: { name: booking.name, email: booking.email },
    alarm: { trigger: '-P1D', description: texts.t('receipt.calendarReminder', { service }) },
  });
  return {
    filename: `${booking.trackingCode}.ics`,
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

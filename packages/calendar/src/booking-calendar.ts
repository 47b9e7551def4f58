import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { BUSINESS, SLOT_MINUTES, TIME_ZONE, type Language } from '@tire/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { CALENDAR_TEXTS, calendarServiceName } from './texts.js';

/**
 * A booking's calendar file (RFC 5545), made with ical-generator.
 *
 * The start is the booked Helsinki wall-clock time with TZID=Europe/Helsinki and the zone's own
 * VTIMEZONE (from @touch4it/ical-timezones), so every calendar shows 10:00 as 10:00 across
 * daylight-saving changes.
 *
 * One entry per booking (UID `booking-<hash of the tracking code>@rengaspalvelu`), kept up to date with iTIP
 * (RFC 5546) messages with the same UID, so mail clients update or remove the entry they already
 * hold instead of adding a second one:
 * - METHOD:PUBLISH when it is paid, confirmed or moved (SEQUENCE higher after each move; the later
 *   DTSTAMP wins at the same SEQUENCE): an entry to keep, with no ORGANIZER or ATTENDEE, so no mail
 *   client offers "accept / decline" buttons for an appointment the customer booked themselves.
 *   STATUS:TENTATIVE until the shop has confirmed it, CONFIRMED after.
 * - METHOD:CANCEL with STATUS:CANCELLED when it is cancelled (the business as ORGANIZER and the
 *   customer as ATTENDEE, as iTIP asks of a cancellation).
 */

export type BookingCalendarMethod = 'PUBLISH' | 'CANCEL';

/** What a booking's calendar file is made from (the appointment fields of a reservation). */
export interface CalendarBooking {
  /** The booking's tracking code: the file's name, its track link and (hashed) its UID. */
  trackingCode: string;
  serviceType: string;
  locationName: string;
  locationAddress?: string | null;
  /** The start as an instant; written as Helsinki wall-clock time. */
  startsAt: string | Date;
  /** The customer, named as ATTENDEE when the e-mail is known. */
  email?: string | null;
  name?: string | null;
}

export interface BookingCalendarOptions {
  /** PUBLISH when paid, confirmed or moved (with the reminder the day before), CANCEL when cancelled. */
  method: BookingCalendarMethod;
  /** Whether the shop has confirmed the booking (STATUS:CONFIRMED; TENTATIVE before). */
  confirmed?: boolean;
  /** The reservation's calendar_sequence: higher each time the entry changes. */
  sequence: number;
  language: Language;
  /** The site's public address (PUBLIC_URL): the entry links to the booking's track page. */
  publicUrl: string;
  /** When the file is made (DTSTAMP); now unless given. */
  stamp?: Date;
}

export interface BookingCalendarFile {
  /** "<tracking code>.ics" */
  filename: string;
  /** The VCALENDAR text (CRLF line ends, folded at 75 octets). */
  content: string;
  /** The MIME type of an e-mail part, with the iTIP method (RFC 6047): "text/calendar; charset=utf-8; method=PUBLISH". */
  contentType: string;
}

/**
 * The booking's one UID: every later file (moved, cancelled) replaces the same calendar entry.
 * Made from the tracking code, which never changes, hashed: not the database's sequential id,
 * which told anyone holding one file how many bookings the business takes and named the
 * neighbouring ones, and not the code itself, which opens the booking's track page.
 */
export const bookingUid = (trackingCode: string) =>
  `booking-${createHash('sha256').update(`tire-booking-calendar:${trackingCode.trim().toUpperCase()}`).digest('hex').slice(0, 32)}@rengaspalvelu`;

/** The track page of a booking, under the site's public address. */
export const trackOrderUrl = (publicUrl: string, trackingCode: string) =>
  `${publicUrl.replace(/\/+$/, '')}/track-order?code=${encodeURIComponent(trackingCode)}`;

/** A CN parameter value: it is quoted, and DQUOTE and control characters cannot appear in it at all. */
const parameterText = (value: string) => value.replace(/["\p{Cc}]/gu, '').trim();

const DAY_SECONDS = 24 * 60 * 60;

/** A booking's .ics: the same file whichever service makes it (the e-mails, the download). */
export function bookingCalendar(booking: CalendarBooking, options: BookingCalendarOptions): BookingCalendarFile {
  const { method, sequence, language, publicUrl } = options;
  const start = new Date(booking.startsAt);
  if (Number.isNaN(start.getTime())) throw new Error(`Calendar entry with an invalid start "${String(booking.startsAt)}"`);
  if (!Number.isInteger(sequence) || sequence < 0) throw new Error(`Calendar entry with an invalid sequence ${sequence}`);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const cancelled = method === 'CANCEL';
  const texts = CALENDAR_TEXTS[language];
  const service = calendarServiceName(language, booking.serviceType);
  const track = trackOrderUrl(publicUrl, booking.trackingCode);
  const attendeeName = booking.name ? parameterText(booking.name) : '';

  const calendar = new ICalCalendar({
    prodId: { company: 'Rengaspalvelu', product: 'booking', language: language.toUpperCase() },
    scale: 'GREGORIAN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone name (X-WR-TIMEZONE); the generator writes the VTIMEZONE of the event's TZID.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: bookingUid(booking.trackingCode),
    sequence,
    stamp: options.stamp ?? new Date(),
    timezone: TIME_ZONE,
    // A TZDate, so ical-generator writes the Helsinki wall clock whatever the process's own zone is.
    start: new TZDate(start.getTime(), TIME_ZONE),
    end: new TZDate(end.getTime(), TIME_ZONE),
    status: cancelled ? ICalEventStatus.CANCELLED : options.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    summary: texts.title({ service }),
    description: texts.description({ trackingCode: booking.trackingCode, url: track }),
    location: [booking.locationName, booking.locationAddress].filter(Boolean).join(', '),
    url: track,
    ...(cancelled ? { organizer: { name: BUSINESS.name, email: BUSINESS.email } } : {}),
    attendees:
      cancelled && booking.email
        ? [
            {
              email: booking.email,
              ...(attendeeName ? { name: attendeeName } : {}),
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ]
        : [],
    alarms: cancelled ? [] : [{ type: ICalAlarmType.display, triggerBefore: DAY_SECONDS, description: texts.reminder({ service }) }],
  });

  return {
    filename: `${booking.trackingCode}.ics`,
    content: calendar.toString() + '\r\n',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

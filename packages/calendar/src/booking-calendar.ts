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
 * One entry per booking (UID `reservation-<id>@rengaspalvelu`), kept up to date with iTIP
 * (RFC 5546) messages: METHOD:REQUEST when it is paid and every time it moves (SEQUENCE higher
 * each time), METHOD:CANCEL with STATUS:CANCELLED when it is cancelled. The business is the
 * ORGANIZER and the customer, when the e-mail is known, the ATTENDEE, as iTIP asks, so mail
 * clients update or remove the entry they already hold instead of adding a second one.
 */

export type BookingCalendarMethod = 'REQUEST' | 'CANCEL';

/** What a booking's calendar file is made from (the appointment fields of a reservation). */
export interface CalendarBooking {
  reservationId: number;
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
  /** REQUEST when paid or moved (with the reminder the day before), CANCEL when cancelled. */
  method: BookingCalendarMethod;
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
  /** The MIME type of an e-mail part, with the iTIP method (RFC 6047): "text/calendar; charset=utf-8; method=REQUEST". */
  contentType: string;
}

/** The booking's one UID: every later file (moved, cancelled) replaces the same calendar entry. */
export const bookingUid = (reservationId: number) => `reservation-${reservationId}@rengaspalvelu`;

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
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone name (X-WR-TIMEZONE); the generator writes the VTIMEZONE of the event's TZID.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: bookingUid(booking.reservationId),
    sequence,
    stamp: options.stamp ?? new Date(),
    timezone: TIME_ZONE,
    // A TZDate, so ical-generator writes the Helsinki wall clock whatever the process's own zone is.
    start: new TZDate(start.getTime(), TIME_ZONE),
    end: new TZDate(end.getTime(), TIME_ZONE),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    summary: texts.title({ service }),
    description: texts.description({ trackingCode: booking.trackingCode, url: track }),
    location: [booking.locationName, booking.locationAddress].filter(Boolean).join(', '),
    url: track,
    organizer: { name: BUSINESS.name, email: BUSINESS.email },
    attendees: booking.email
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

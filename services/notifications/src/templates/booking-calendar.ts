import { SLOT_MINUTES, type NotificationEvent } from '@tire/contracts';
import { createEvent } from 'ics';
import type { Texts } from '../i18n/messages.js';

/**
 * The appointment as an iCalendar file. The start is written as the exact instant (UTC, "Z"),
 * which is the booked Europe/Helsinki wall-clock time: every calendar shows it right in its
 * own zone, across daylight-saving changes (ics cannot write a TZID with its VTIMEZONE).
 */
export function bookingCalendar(
  event: NotificationEvent<'reservation.created'>,
  texts: Texts,
  { trackUrl, place }: { trackUrl: string; place: string },
): string {
  const { error, value } = createEvent({
    uid: `reservation-${event.reservationId}@rengaspalvelu`,
    productId: 'rengaspalvelu/notifications',
    method: 'PUBLISH',
    status: 'CONFIRMED',
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SLOT_MINUTES },
    title: texts.t('receipt.calendarTitle', { service: texts.serviceName(event.serviceType) }),
    description: texts.t('receipt.calendarDescription', { trackingCode: event.trackingCode, url: trackUrl }),
    location: place,
    url: trackUrl,
  });
  if (error || !value) throw error ?? new Error('Calendar file could not be made');
  return value;
}

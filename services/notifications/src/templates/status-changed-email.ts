import { bookingCalendar } from '@tire/calendar';
import { bookingPolicyText, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { manageSection, opening, placeOf, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, none, spacedOut, textParagraph } from './email-blocks.js';

/**
 * An administrator confirmed a reservation (the service sends only that now; a cancellation
 * comes as reservation.cancelled, but a 'cancelled' event still queued is still told): to whom,
 * what, where (the address too) and when, in the customer's language, with the tracking link;
 * a paid booking's calendar entry comes again marked CONFIRMED (same UID, a later DTSTAMP).
 */
export function statusChangedEmail(
  event: NotificationEvent<'reservation.status-changed'> & { email: string },
  { publicUrl }: { publicUrl: string },
): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const kind = event.status;
  const details: [string, string][] = [
    [t('receipt.trackingCode'), event.trackingCode],
    [t('receipt.service'), texts.serviceName(event.serviceType)],
    [t('receipt.place'), placeOf(event.locationName, event.locationAddress)],
    [t('receipt.date'), texts.longDay(event.scheduledDate)],
    [t('receipt.time'), event.scheduledTime],
  ];
  const closing = kind === 'confirmed' ? bookingPolicyText(texts.language, event.serviceType) : t('statusChanged.cancelled.closing');
  // A confirmed booking can still be changed or cancelled within the policy: its manage link.
  const manage = kind === 'confirmed' ? manageSection(texts, event, publicUrl) : none;

  return composeEmail(texts, {
    to: event.email,
    subject: t(`statusChanged.${kind}.subject`, { trackingCode: event.trackingCode }),
    heading: t(`statusChanged.${kind}.heading`),
    blocks: [
      ...opening(texts, event.name, textParagraph(t(`statusChanged.${kind}.intro`))),
      factsBlock(details),
      gap,
      trackLink(texts, publicUrl, event.trackingCode, { secondary: Boolean(manage.html) }),
      gap,
      textParagraph(closing, { muted: true }),
      spacedOut(manage, { before: true }),
    ],
    attachments:
      kind === 'confirmed' && event.wasPaid && event.startsAt
        ? [
            bookingCalendar(
              { ...event, startsAt: event.startsAt },
              { method: 'PUBLISH', confirmed: true, sequence: event.calendarSequence ?? 0, language: event.language, publicUrl },
            ),
          ]
        : [],
  });
}

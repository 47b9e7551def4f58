import { bookingCalendar } from '@tire/calendar';
import { PAGE_PATHS, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, opening, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, none, textParagraph } from './email-blocks.js';

/**
 * A booking was cancelled, whatever the reason: why (in friendly words), what happens to the
 * money, a link to book again, and, only when it had been paid (the only bookings that ever got
 * an .ics), a METHOD:CANCEL .ics with the same UID that removes the calendar entry.
 */
export function cancelledEmail(event: NotificationEvent<'reservation.cancelled'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const bookAgainUrl = `${publicUrl}${PAGE_PATHS.tireChange}`;
  const money = event.wasPaid ? t('cancelled.refund', { amount: texts.euro(event.refundCents) }) : t('cancelled.nothingCharged');

  return composeEmail(texts, {
    to: event.email,
    subject: t('cancelled.subject', { trackingCode: event.trackingCode }),
    heading: t('cancelled.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t(`cancelled.reason.${event.reason}`)), textParagraph(money)),
      textParagraph(t('cancelled.details')),
      factsBlock(appointmentDetails(texts, event)),
      gap,
      event.wasPaid ? textParagraph(t('cancelled.calendar'), { muted: true }) : none,
      linkBlock(t('cancelled.bookAgainText', { url: bookAgainUrl }), bookAgainUrl, t('cancelled.bookAgain')),
      trackLink(texts, publicUrl, event.trackingCode, { secondary: true }),
    ],
    attachments: event.wasPaid
      ? [bookingCalendar(event, { method: 'CANCEL', sequence: event.calendarSequence, language: event.language, publicUrl })]
      : undefined,
  });
}

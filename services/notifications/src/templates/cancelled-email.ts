import { bookingCalendar } from '@tire/calendar';
import { PAGE_PATHS, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, greeting, trackUrl } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, secondaryLink, textLayout } from './html-layout.js';

/**
 * A booking was cancelled, whatever the reason: why (in friendly words), what happens to the
 * money, a link to book again, and, only when it had been paid (the only bookings that ever got
 * an .ics), a METHOD:CANCEL .ics with the same UID that removes the calendar entry.
 */
export function cancelledEmail(event: NotificationEvent<'reservation.cancelled'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const track = trackUrl(publicUrl, event.trackingCode);
  const bookAgainUrl = `${publicUrl}${PAGE_PATHS.tireChange}`;
  const heading = t('cancelled.heading');
  const hello = greeting(texts, event.name);
  const reason = t(`cancelled.reason.${event.reason}`);
  const money = event.wasPaid ? t('cancelled.refund', { amount: texts.euro(event.refundCents) }) : t('cancelled.nothingCharged');
  const details = appointmentDetails(texts, event);
  const calendarNote = event.wasPaid ? [t('cancelled.calendar')] : [];

  return {
    to: event.email,
    subject: t('cancelled.subject', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      hello,
      '',
      reason,
      money,
      '',
      t('cancelled.details'),
      ...detailLines(details),
      '',
      ...calendarNote,
      t('cancelled.bookAgainText', { url: bookAgainUrl }),
      t('receipt.trackText', { url: track }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(reason)}
${paragraph(money)}
${paragraph(t('cancelled.details'))}
${detailTable(details)}
${calendarNote.map((note) => paragraph(note, { muted: true })).join('\n')}
${button(bookAgainUrl, t('cancelled.bookAgain'))}
${secondaryLink(track, t('receipt.track'))}`,
    ),
    ...(event.wasPaid
      ? { attachments: [bookingCalendar(event, { method: 'CANCEL', sequence: event.calendarSequence, language: event.language, publicUrl })] }
      : {}),
  };
}

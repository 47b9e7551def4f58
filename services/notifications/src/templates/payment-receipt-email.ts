import { bookingCalendar } from '@tire/calendar';
import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentOpening, manageSection, policyBlock, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, headingBlock, spacedOut, textParagraph } from './email-blocks.js';
import { bookingReceiptLines, receiptLines, sellerFacts } from './receipt-lines.js';

/**
 * A reservation was paid: the confirmation with the itemised receipt (service, each extra, the
 * VAT split, total, the seller), the booking policy and the appointment as an .ics
 * (METHOD:PUBLISH, STATUS:TENTATIVE until the shop confirms it: no "accept / decline" buttons for
 * an appointment the customer booked; the booking's UID, SEQUENCE = calendarSequence, a reminder
 * the day before).
 */
export function paymentReceiptEmail(event: NotificationEvent<'payment.succeeded'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const receipt = receiptLines(texts, bookingReceiptLines(texts, event.serviceType, event.additionalServices ?? [], event.amountCents), event.amountCents);
  const paidAt: [string, string][] = [[t('paid.paidAt'), t('dayAtTime', { date: texts.longDate(event.paidAt), time: texts.time(event.paidAt) })]];
  const manage = manageSection(texts, event, publicUrl);

  return composeEmail(texts, {
    to: event.email,
    subject: t('paid.subject', { trackingCode: event.trackingCode }),
    heading: t('paid.heading'),
    blocks: [
      ...appointmentOpening(texts, event, textParagraph(t('paid.intro'))),
      headingBlock(t('paid.receipt')),
      receipt,
      factsBlock(paidAt),
      sellerFacts(texts),
      gap,
      textParagraph(t('paid.next')),
      textParagraph(t('paid.calendar'), { muted: true }),
      gap,
      policyBlock(texts, event.serviceType),
      gap,
      spacedOut(manage, { after: true }),
      trackLink(texts, publicUrl, event.trackingCode, { secondary: Boolean(manage.html) }),
    ],
    attachments: [bookingCalendar(event, { method: 'PUBLISH', confirmed: false, sequence: event.calendarSequence ?? 0, language: event.language, publicUrl })],
  });
}

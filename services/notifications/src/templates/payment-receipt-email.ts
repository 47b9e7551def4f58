import { bookingCalendar } from '@tire/calendar';
import { bookingPolicyText, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, greeting, manageSection, trackUrl } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, secondaryLink, subheading, textLayout } from './html-layout.js';
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
  const track = trackUrl(publicUrl, event.trackingCode);
  const heading = t('paid.heading');
  const hello = greeting(texts, event.name);
  const details = appointmentDetails(texts, event);
  const receipt = receiptLines(texts, bookingReceiptLines(texts, event.serviceType, event.additionalServices ?? [], event.amountCents), event.amountCents);
  const paidAt: [string, string][] = [[t('paid.paidAt'), t('dayAtTime', { date: texts.longDate(event.paidAt), time: texts.time(event.paidAt) })]];
  const seller = sellerFacts(texts);
  const policy = bookingPolicyText(texts.language, event.serviceType);
  const manage = manageSection(texts, event, publicUrl);

  return {
    to: event.email,
    subject: t('paid.subject', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      hello,
      '',
      t('paid.intro'),
      '',
      ...detailLines(details),
      '',
      `${t('paid.receipt')}:`,
      ...receipt.text,
      ...detailLines(paidAt),
      ...seller.text,
      '',
      t('paid.next'),
      t('paid.calendar'),
      '',
      `${t('policy.heading')}:`,
      policy,
      '',
      ...(manage.text.length ? [...manage.text, ''] : []),
      t('receipt.trackText', { url: track }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(t('paid.intro'))}
${detailTable(details)}
${subheading(t('paid.receipt'))}
${receipt.html}
${detailTable(paidAt)}
${seller.html}
${paragraph(t('paid.next'))}
${paragraph(t('paid.calendar'), { muted: true })}
${subheading(t('policy.heading'))}
${paragraph(policy, { muted: true })}
${manage.html}
${manage.html ? secondaryLink(track, t('receipt.track')) : button(track, t('receipt.track'))}`,
    ),
    attachments: [bookingCalendar(event, { method: 'PUBLISH', confirmed: false, sequence: event.calendarSequence ?? 0, language: event.language, publicUrl })],
  };
}

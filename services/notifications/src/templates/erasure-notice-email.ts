import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { gap, headedParagraph, textParagraph } from './email-blocks.js';

/**
 * The last e-mail to a customer whose data was erased at their request: what was deleted, the
 * upcoming bookings and open orders cancelled and the full refund on its way to the card, and what
 * the Accounting Act keeps (receipts, amounts and VAT, without the person) and for how long. No
 * links: there is no account left to go to.
 */
export function erasureNoticeEmail(event: NotificationEvent<'privacy.erased'>): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  // A guest without an account (the "my bookings" link) hears of their data only.
  const key = <N extends 'subject' | 'intro'>(name: N) => (event.hadAccount ? (`erased.${name}` as const) : (`erased.guest.${name}` as const));
  const cancelled = [
    ...(event.bookingsCancelled.length > 0 ? [textParagraph(t('erased.bookingsCancelled', { codes: event.bookingsCancelled.join(', ') }))] : []),
    ...(event.ordersCancelled.length > 0
      ? [textParagraph(t('erased.ordersCancelled', { orders: event.ordersCancelled.map((id) => `#${id}`).join(', ') }))]
      : []),
    ...(event.refundCents > 0 ? [textParagraph(t('erased.refund', { amount: texts.euro(event.refundCents) }))] : []),
  ];
  return composeEmail(texts, {
    to: event.recipient,
    subject: t(key('subject')),
    heading: t('erased.heading'),
    blocks: [
      ...opening(texts, event.recipientName, textParagraph(t(key('intro'))), ...cancelled),
      headedParagraph(t('erased.keptHeading'), t('erased.kept', { years: event.keptYears })),
      gap,
      textParagraph(t('erased.last')),
    ],
  });
}

import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { dashboardLink, factsBlock, gap, textParagraph } from './email-blocks.js';

/** Money went back to the card: how much, for which booking (with its track link) or order (with the dashboard link). */
export function refundCompletedEmail(event: NotificationEvent<'refund.completed'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const amount = texts.euro(event.amountCents);
  const forBooking = event.kind === 'reservation' && event.trackingCode;
  const details: [string, string][] = [
    ...(forBooking ? [[t('receipt.trackingCode'), event.trackingCode!] as [string, string]] : []),
    ...(event.kind === 'order' && event.orderId != null ? [[t('order.number'), t('order.numberValue', { orderId: event.orderId })] as [string, string]] : []),
    [t('refund.amount'), amount],
  ];

  return composeEmail(texts, {
    to: event.email,
    subject: t('refund.subject', { amount }),
    heading: t('refund.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t('refund.intro', { amount })), textParagraph(t('refund.timing'), { muted: true })),
      factsBlock(details),
      gap,
      forBooking ? trackLink(texts, publicUrl, event.trackingCode!, { secondary: false }) : dashboardLink(texts, publicUrl),
    ],
  });
}

import { PAGE_PATHS, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { greeting, trackUrl } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, textLayout } from './html-layout.js';

/** Money went back to the card: how much, for which booking (with its track link) or order (with the dashboard link). */
export function refundCompletedEmail(event: NotificationEvent<'refund.completed'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const amount = texts.euro(event.amountCents);
  const heading = t('refund.heading');
  const hello = greeting(texts, event.name);
  const forBooking = event.kind === 'reservation' && event.trackingCode;
  const details: [string, string][] = [
    ...(forBooking ? [[t('receipt.trackingCode'), event.trackingCode!] as [string, string]] : []),
    ...(event.kind === 'order' && event.orderId != null ? [[t('order.number'), t('order.numberValue', { orderId: event.orderId })] as [string, string]] : []),
    [t('refund.amount'), amount],
  ];
  const link = forBooking
    ? {
        url: trackUrl(publicUrl, event.trackingCode!),
        label: t('receipt.track'),
        text: t('receipt.trackText', { url: trackUrl(publicUrl, event.trackingCode!) }),
      }
    : {
        url: `${publicUrl}${PAGE_PATHS.dashboard}`,
        label: t('order.dashboard'),
        text: t('order.dashboardText', { url: `${publicUrl}${PAGE_PATHS.dashboard}` }),
      };

  return {
    to: event.email,
    subject: t('refund.subject', { amount }),
    text: textLayout(texts, heading, [hello, '', t('refund.intro', { amount }), t('refund.timing'), '', ...detailLines(details), '', link.text]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(t('refund.intro', { amount }))}
${paragraph(t('refund.timing'), { muted: true })}
${detailTable(details)}
${button(link.url, link.label)}`,
    ),
  };
}

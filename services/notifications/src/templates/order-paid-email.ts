import { PAGE_PATHS, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { greeting, placeOf } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, subheading, textLayout } from './html-layout.js';
import { receiptLines, sellerFacts } from './receipt-lines.js';

/**
 * A shop order was paid: the order confirmation with each line (name, size, quantity, unit
 * price, line total), the VAT split and total, whether fitting was asked for, the pickup or
 * fitting location, the seller, what happens next and the link to the customer's orders.
 */
export function orderPaidEmail(event: NotificationEvent<'order.paid'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const dashboardUrl = `${publicUrl}${PAGE_PATHS.dashboard}`;
  const orderNumber = t('order.numberValue', { orderId: event.orderId });
  const heading = t('order.heading');
  const hello = greeting(texts, event.name);
  const receipt = receiptLines(
    texts,
    event.lines.map((line) => ({ name: line.name, detail: line.size, quantity: line.quantity, unitCents: line.unitCents })),
    event.totalCents,
  );
  const location = event.location ? placeOf(event.location.name, event.location.address) : null;
  const details: [string, string][] = [
    [t('order.number'), orderNumber],
    [t('paid.paidAt'), t('dayAtTime', { date: texts.longDate(event.paidAt), time: texts.time(event.paidAt) })],
    [t('order.installation'), t(event.installationRequested ? 'order.installation.yes' : 'order.installation.no')],
    [t('order.location'), location ?? t('order.location.none')],
  ];
  const next = [
    event.location ? t('order.next', { location: event.location.name }) : t('order.next.noLocation'),
    ...(event.installationRequested ? [t('order.next.installation')] : []),
  ].join(' ');
  const seller = sellerFacts(texts);

  return {
    to: event.email,
    subject: t('order.subject', { orderNumber }),
    text: textLayout(texts, heading, [
      hello,
      '',
      t('order.intro'),
      '',
      ...receipt.text,
      '',
      ...detailLines(details),
      ...seller.text,
      '',
      `${t('order.next.heading')}:`,
      next,
      '',
      t('order.dashboardText', { url: dashboardUrl }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(t('order.intro'))}
${receipt.html}
${detailTable(details)}
${seller.html}
${subheading(t('order.next.heading'))}
${paragraph(next)}
${button(dashboardUrl, t('order.dashboard'))}`,
    ),
  };
}

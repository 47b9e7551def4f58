import { PAGE_PATHS, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { greeting, placeOf } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, textLayout } from './html-layout.js';

/**
 * A shop order is ready at its location (`order.ready`): "your tires are ready at <location>",
 * the order number, the tires, the location's address, what to do next (pick them up, or the
 * fitting) and the link to the customer's orders.
 */
export function orderReadyEmail(event: NotificationEvent<'order.ready'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const dashboardUrl = `${publicUrl}${PAGE_PATHS.dashboard}`;
  const orderNumber = t('order.numberValue', { orderId: event.orderId });
  const heading = t('orderReady.heading');
  const hello = greeting(texts, event.name);
  const location = event.location?.name;
  const intro = location ? t('orderReady.intro', { orderNumber, location }) : t('orderReady.intro.noLocation', { orderNumber });
  const items = event.lines.map((line) => `${line.quantity} × ${line.name}${line.size ? ` ${line.size}` : ''}`).join(', ');
  const details: [string, string][] = [
    [t('order.number'), orderNumber],
    [t('orderReady.items'), items],
    ...(event.location ? [[t('orderReady.location'), placeOf(event.location.name, event.location.address)] as [string, string]] : []),
  ];
  const next = t(event.installationRequested ? 'orderReady.installation' : 'orderReady.pickup');

  return {
    to: event.email,
    subject: location ? t('orderReady.subject', { location }) : t('orderReady.subject.noLocation'),
    text: textLayout(texts, heading, [hello, '', intro, next, '', ...detailLines(details), '', t('order.dashboardText', { url: dashboardUrl })]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(intro)}
${paragraph(next)}
${detailTable(details)}
${button(dashboardUrl, t('order.dashboard'))}`,
    ),
  };
}

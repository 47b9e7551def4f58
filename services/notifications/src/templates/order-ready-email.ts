import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening, placeOf } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { dashboardLink, factsBlock, gap, textParagraph } from './email-blocks.js';

/**
 * A shop order is ready at its location (`order.ready`): "your tires are ready at <location>",
 * the order number, the tires, the location's address, what to do next (pick them up, or the
 * fitting) and the link to the customer's orders.
 */
export function orderReadyEmail(event: NotificationEvent<'order.ready'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const orderNumber = t('order.numberValue', { orderId: event.orderId });
  const location = event.location?.name;
  const intro = location ? t('orderReady.intro', { orderNumber, location }) : t('orderReady.intro.noLocation', { orderNumber });
  const items = event.lines.map((line) => `${line.quantity} × ${line.name}${line.size ? ` ${line.size}` : ''}`).join(', ');
  const details: [string, string][] = [
    [t('order.number'), orderNumber],
    [t('orderReady.items'), items],
    ...(event.location ? [[t('orderReady.location'), placeOf(event.location.name, event.location.address)] as [string, string]] : []),
  ];
  // A fitting booked with the order is named, never "book a fitting time" again.
  const next = event.fitting
    ? t('orderReady.fittingBooked', { date: texts.longDate(event.fitting.startsAt), time: event.fitting.time })
    : t(event.installationRequested ? 'orderReady.installation' : 'orderReady.pickup');

  return composeEmail(texts, {
    to: event.email,
    subject: location ? t('orderReady.subject', { location }) : t('orderReady.subject.noLocation'),
    heading: t('orderReady.heading'),
    blocks: [...opening(texts, event.name, textParagraph(intro), textParagraph(next)), factsBlock(details), gap, dashboardLink(texts, publicUrl)],
  });
}

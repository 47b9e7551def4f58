import { bookingCalendar } from '@tire/calendar';
import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening, placeOf } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { dashboardLink, factsBlock, gap, headedParagraph, textParagraph } from './email-blocks.js';
import { receiptLines, sellerFacts } from './receipt-lines.js';

/**
 * A shop order was paid: the order confirmation with each line (name, size, quantity, unit
 * price, line total), the VAT split and total, whether fitting was asked for, the pickup or
 * fitting location, the seller, what happens next and the link to the customer's orders.
 */
export function orderPaidEmail(event: NotificationEvent<'order.paid'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const orderNumber = t('order.numberValue', { orderId: event.orderId });
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
  // The fitting booked with the order (issue 27): its time, included in the price, and its calendar file.
  const fitting = event.fitting ?? null;
  if (fitting) {
    details.push([t('order.fitting'), t('order.fitting.value', { date: texts.longDate(fitting.startsAt), time: fitting.time })]);
    details.push([t('order.fitting.price'), t('order.fitting.included')]);
  }
  const next = [
    event.location ? t('order.next', { location: event.location.name }) : t('order.next.noLocation'),
    ...(fitting ? [t('order.next.fittingBooked')] : event.installationRequested ? [t('order.next.installation')] : []),
  ].join(' ');

  return composeEmail(texts, {
    to: event.email,
    subject: t('order.subject', { orderNumber }),
    heading: t('order.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t('order.intro'))),
      receipt,
      gap,
      factsBlock(details),
      sellerFacts(texts),
      gap,
      headedParagraph(t('order.next.heading'), next),
      gap,
      dashboardLink(texts, publicUrl),
    ],
    ...(fitting
      ? {
          attachments: [
            bookingCalendar(
              {
                trackingCode: fitting.trackingCode,
                serviceType: 'tire_change',
                locationName: fitting.locationName,
                locationAddress: fitting.locationAddress,
                startsAt: fitting.startsAt,
                email: event.email,
              },
              { method: 'PUBLISH', confirmed: true, sequence: 0, language: event.language, publicUrl },
            ),
          ],
        }
      : {}),
  });
}

import { VAT_RATE, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { detailLines, detailRows, escapeHtml, htmlLayout, textLayout } from './html-layout.js';

/** The VAT inside a gross price (prices include VAT 25.5 %). */
const vatIncluded = (grossCents: number) => Math.round(grossCents - grossCents / (1 + VAT_RATE));

/**
 * The receipt of a reservation's card payment: what was paid for, the amount with the VAT it
 * includes, when, and the tracking link. Sent once, when the reservation becomes paid.
 */
export function paymentReceiptEmail(
  event: NotificationEvent<'payment.succeeded'> & { email: string },
  { publicUrl }: { publicUrl: string },
): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(event.trackingCode)}`;
  const heading = t('paymentReceipt.heading');
  const greeting = event.name?.trim() ? t('receipt.greeting.named', { name: event.name.trim() }) : t('receipt.greeting.anonymous');
  const details: [string, string][] = [
    [t('receipt.trackingCode'), event.trackingCode],
    [t('receipt.service'), texts.serviceName(event.serviceType)],
    [t('receipt.place'), event.locationName],
    [t('receipt.date'), texts.longDate(event.startsAt)],
    [t('receipt.time'), event.scheduledTime],
    [t('paymentReceipt.amount'), texts.euro(event.amountCents)],
    [t('paymentReceipt.paidAt'), texts.longDate(event.paidAt)],
  ];
  const vat = t('paymentReceipt.vat', { vat: texts.euro(vatIncluded(event.amountCents)) });
  const rows = detailRows(details);
  return {
    to: event.email,
    subject: t('paymentReceipt.subject', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      greeting,
      '',
      t('paymentReceipt.intro'),
      '',
      ...detailLines(details),
      vat,
      '',
      t('paymentReceipt.next'),
      t('receipt.trackText', { url: trackUrl }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('paymentReceipt.intro'))}</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
${rows}
</table>
<p style="color:#52525b">${escapeHtml(vat)}</p>
<p>${escapeHtml(t('paymentReceipt.next'))}</p>
<p><a href="${escapeHtml(trackUrl)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t('receipt.track'))}</a></p>`,
    ),
  };
}

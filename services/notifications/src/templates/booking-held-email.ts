import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { bookingCalendar } from './booking-calendar.js';
import { detailLines, detailRows, escapeHtml, htmlLayout, textLayout } from './html-layout.js';

/**
 * The receipt of a new reservation: what, where, when, how much, the tracking link and the
 * appointment as an .ics file. Only for bookings that left an e-mail address.
 */
export function bookingReceiptEmail(
  event: NotificationEvent<'reservation.created'> & { email: string },
  { publicUrl }: { publicUrl: string },
): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(event.trackingCode)}`;
  const place = [event.locationName, event.locationAddress].filter(Boolean).join(', ');
  const heading = t('receipt.heading');
  const greeting = event.name?.trim() ? t('receipt.greeting.named', { name: event.name.trim() }) : t('receipt.greeting.anonymous');
  const details: [string, string][] = [
    [t('receipt.trackingCode'), event.trackingCode],
    [t('receipt.service'), texts.serviceName(event.serviceType)],
    [t('receipt.place'), place],
    [t('receipt.date'), texts.longDate(event.startsAt)],
    [t('receipt.time'), event.scheduledTime],
    [t('receipt.total'), texts.euro(event.totalCents)],
  ];

  const rows = detailRows(details);
  return {
    to: event.email,
    subject: t('receipt.subject', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      greeting,
      '',
      t('receipt.intro'),
      '',
      ...detailLines(details),
      '',
      t('receipt.trackText', { url: trackUrl }),
      '',
      t('receipt.calendar'),
      t('receipt.changes'),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('receipt.intro'))}</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
${rows}
</table>
<p><a href="${escapeHtml(trackUrl)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t('receipt.track'))}</a></p>
<p style="color:#52525b">${escapeHtml(t('receipt.calendar'))}<br>${escapeHtml(t('receipt.changes'))}</p>`,
    ),
    attachments: [
      {
        filename: `${event.trackingCode}.ics`,
        content: bookingCalendar(event, texts, { trackUrl, place }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

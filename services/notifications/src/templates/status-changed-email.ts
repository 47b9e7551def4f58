import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { detailLines, detailRows, escapeHtml, htmlLayout, textLayout } from './html-layout.js';

/**
 * An administrator confirmed or cancelled a reservation: the customer is told what, where and
 * when, in their language, with the tracking link. Only for reservations with an e-mail address.
 */
export function statusChangedEmail(
  event: NotificationEvent<'reservation.status-changed'> & { email: string },
  { publicUrl }: { publicUrl: string },
): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const kind = event.status;
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(event.trackingCode)}`;
  const heading = t(`statusChanged.${kind}.heading`);
  const intro = t(`statusChanged.${kind}.intro`);
  // Noon UTC of the calendar date is that same day in Helsinki, whatever the season.
  const date = texts.longDate(`${event.scheduledDate}T12:00:00.000Z`);
  const details: [string, string][] = [
    [t('receipt.trackingCode'), event.trackingCode],
    [t('receipt.service'), texts.serviceName(event.serviceType)],
    [t('receipt.place'), event.locationName],
    [t('receipt.date'), date],
    [t('receipt.time'), event.scheduledTime],
  ];
  const rows = detailRows(details);
  const closing = t(`statusChanged.${kind}.closing`);

  return {
    to: event.email,
    subject: t(`statusChanged.${kind}.subject`, { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      t('receipt.greeting.anonymous'),
      '',
      intro,
      '',
      ...detailLines(details),
      '',
      t('receipt.trackText', { url: trackUrl }),
      '',
      closing,
    ]),
    html: htmlLayout(
      texts,
      heading,
      `<p>${escapeHtml(t('receipt.greeting.anonymous'))}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
${rows}
</table>
<p><a href="${escapeHtml(trackUrl)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t('receipt.track'))}</a></p>
<p style="color:#52525b">${escapeHtml(closing)}</p>`,
    ),
  };
}

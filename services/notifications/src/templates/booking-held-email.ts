import { href, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, greeting, manageSection, trackUrl } from './booking-details.js';
import { button, detailLines, detailTable, htmlLayout, paragraph, secondaryLink, textLayout } from './html-layout.js';

/**
 * A new booking is held, unpaid: the time is kept until the hold runs out (printed as HH:mm in
 * Helsinki time) and the customer is asked to pay to confirm it, with the pay link, and may change
 * or cancel it with the manage link. No calendar file: the appointment only goes into a calendar
 * once paid (payment.succeeded sends the .ics).
 */
export function bookingHeldEmail(event: NotificationEvent<'reservation.created'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const holdUntil = event.holdExpiresAt ? texts.time(event.holdExpiresAt) : null;
  const payUrl = `${publicUrl}${href('checkout', { tracking_code: event.trackingCode })}`;
  const track = trackUrl(publicUrl, event.trackingCode);
  const heading = holdUntil ? t('held.heading', { time: holdUntil }) : t('held.heading.noTime');
  const intro = holdUntil ? t('held.intro', { time: holdUntil }) : t('held.intro.noTime');
  const hello = greeting(texts, event.name);
  const details: [string, string][] = [...appointmentDetails(texts, event), [t('held.toPay'), texts.euro(event.totalCents)]];
  const manage = manageSection(texts, event, publicUrl, { secondary: true });

  return {
    to: event.email,
    subject: holdUntil
      ? t('held.subject', { trackingCode: event.trackingCode, time: holdUntil })
      : t('held.subject.noTime', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      hello,
      '',
      intro,
      '',
      ...detailLines(details),
      '',
      t('held.payText', { url: payUrl }),
      '',
      t('held.afterPayment'),
      ...(manage.text.length ? ['', ...manage.text, ''] : []),
      t('receipt.trackText', { url: track }),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(intro)}
${detailTable(details)}
${button(payUrl, t('held.pay'))}
${paragraph(t('held.afterPayment'), { muted: true })}
${manage.html}
${secondaryLink(track, t('receipt.track'))}`,
    ),
  };
}

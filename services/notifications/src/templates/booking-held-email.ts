import { href, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, manageSection, opening, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, spacedOut, textParagraph } from './email-blocks.js';

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
  const intro = holdUntil ? t('held.intro', { time: holdUntil }) : t('held.intro.noTime');
  const details: [string, string][] = [...appointmentDetails(texts, event), [t('held.toPay'), texts.euro(event.totalCents)]];

  return composeEmail(texts, {
    to: event.email,
    subject: holdUntil
      ? t('held.subject', { trackingCode: event.trackingCode, time: holdUntil })
      : t('held.subject.noTime', { trackingCode: event.trackingCode }),
    heading: holdUntil ? t('held.heading', { time: holdUntil }) : t('held.heading.noTime'),
    blocks: [
      ...opening(texts, event.name, textParagraph(intro)),
      factsBlock(details),
      gap,
      linkBlock(t('held.payText', { url: payUrl }), payUrl, t('held.pay')),
      gap,
      textParagraph(t('held.afterPayment'), { muted: true }),
      // Paying stays the call to action: the manage link is a secondary one.
      spacedOut(manageSection(texts, event, publicUrl, { secondary: true }), { before: true, after: true }),
      trackLink(texts, publicUrl, event.trackingCode, { secondary: true }),
    ],
  });
}

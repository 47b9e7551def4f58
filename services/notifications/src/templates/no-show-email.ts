import { PAGE_PATHS, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, opening, trackLink } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, textParagraph } from './email-blocks.js';

/**
 * Staff marked that the customer did not come: that they were marked so, that the payment is
 * kept as the booking terms say (no refund, unlike a cancellation), the booking's facts and how
 * to book again. No .ics: the appointment is over, there is nothing left to change in a calendar.
 */
export function noShowEmail(event: NotificationEvent<'reservation.no-show'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const bookAgainUrl = `${publicUrl}${PAGE_PATHS.tireChange}`;
  const money = event.keptCents > 0 ? t('noShow.paymentKept', { amount: texts.euro(event.keptCents) }) : t('noShow.nothingPaid');

  return composeEmail(texts, {
    to: event.email,
    subject: t('noShow.subject', { trackingCode: event.trackingCode }),
    heading: t('noShow.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t('noShow.intro')), textParagraph(money)),
      textParagraph(t('noShow.details')),
      factsBlock(appointmentDetails(texts, event)),
      gap,
      linkBlock(t('noShow.bookAgainText', { url: bookAgainUrl }), bookAgainUrl, t('noShow.bookAgain')),
      trackLink(texts, publicUrl, event.trackingCode, { secondary: true }),
    ],
  });
}

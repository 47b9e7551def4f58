import { waitlistOfferUrl, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening, placeOf } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, textParagraph } from './email-blocks.js';

/**
 * A place freed in the customer's waitlist window and is held for them alone until the offer's
 * deadline: the time, the link that books it in one step (/waitlist-offer#token=…), and that it
 * then goes to the next in line. Nothing without a token (never written without one).
 */
export function waitlistOfferEmail(event: NotificationEvent<'waitlist.offered'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const deadline = t('dayAtTime', { date: texts.longDate(event.offerExpiresAt), time: texts.time(event.offerExpiresAt) });
  const url = event.offerToken ? waitlistOfferUrl(publicUrl, event.offerToken) : `${publicUrl}/`;

  return composeEmail(texts, {
    to: event.email,
    subject: t('waitlistOffer.subject', { date: texts.longDay(event.scheduledDate), time: event.scheduledTime }),
    heading: t('waitlistOffer.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t('waitlistOffer.intro', { deadline }))),
      factsBlock([
        [t('receipt.service'), texts.serviceName(event.serviceType)],
        [t('receipt.place'), placeOf(event.locationName, event.locationAddress)],
        [t('receipt.date'), texts.longDay(event.scheduledDate)],
        [t('receipt.time'), event.scheduledTime],
      ]),
      gap,
      linkBlock(t('waitlistOffer.bookText', { url }), url, t('waitlistOffer.book')),
      gap,
      textParagraph(t('waitlistOffer.after')),
      textParagraph(t('waitlistOffer.personal'), { muted: true }),
    ],
  });
}

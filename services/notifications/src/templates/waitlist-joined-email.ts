import { href, leaveWaitlistUrl, WAITLIST_OFFER_MINUTES, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, none, textParagraph } from './email-blocks.js';

/**
 * A customer joined a waitlist: what they wait for (place, day, window), how an offer works (the
 * first in line is e-mailed, the time held for them alone for a while), when the wait ends, and
 * the booking page for another free time, and the link to leave the waitlist.
 */
export function waitlistJoinedEmail(event: NotificationEvent<'waitlist.joined'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const day = texts.longDay(event.scheduledDate);
  const window = event.windowStart === event.windowEnd ? event.windowStart : `${event.windowStart}–${event.windowEnd}`;
  const bookUrl = `${publicUrl}${href('tireChange')}`;

  return composeEmail(texts, {
    to: event.email,
    subject: t('waitlistJoined.subject', { date: day }),
    heading: t('waitlistJoined.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t('waitlistJoined.intro', { minutes: WAITLIST_OFFER_MINUTES }))),
      factsBlock([
        [t('receipt.service'), texts.serviceName(event.serviceType)],
        [t('receipt.place'), event.locationName],
        [t('receipt.date'), day],
        [t('waitlist.window'), window],
      ]),
      gap,
      textParagraph(t('waitlistJoined.ends', { time: event.windowStart })),
      gap,
      linkBlock(t('waitlistJoined.bookOtherText', { url: bookUrl }), bookUrl, t('waitlistJoined.bookOther'), { secondary: true }),
      gap,
      event.leaveToken
        ? linkBlock(
            t('waitlistJoined.leaveText', { url: leaveWaitlistUrl(publicUrl, event.leaveToken) }),
            leaveWaitlistUrl(publicUrl, event.leaveToken),
            t('waitlistJoined.leave'),
            { secondary: true },
          )
        : none,
    ],
  });
}

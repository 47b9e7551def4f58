import { seasonInvitationUrl, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { opening, placeOf } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { factsBlock, gap, linkBlock, textParagraph } from './email-blocks.js';

/**
 * A hotel customer's invitation to book the season's tire change (issue 27, part 5): where their
 * set is stored, the season's days and the day suggested to them, and the link that opens the
 * booking form pre-filled (/tire-change#invitation=…), no account needed.
 */
export function seasonInvitationEmail(event: NotificationEvent<'season.invitation'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const url = event.invitationToken ? seasonInvitationUrl(publicUrl, event.invitationToken) : `${publicUrl}/`;
  return composeEmail(texts, {
    to: event.email,
    subject: t('seasonInvitation.subject'),
    heading: t('seasonInvitation.heading'),
    blocks: [
      ...opening(texts, event.name, textParagraph(t('seasonInvitation.intro'))),
      factsBlock([
        [t('receipt.place'), placeOf(event.locationName, event.locationAddress)],
        [t('seasonInvitation.window'), `${texts.longDay(event.startsOn)} – ${texts.longDay(event.endsOn)}`],
        [t('seasonInvitation.suggested'), texts.longDay(event.suggestedDate)],
      ]),
      gap,
      linkBlock(t('seasonInvitation.bookText', { url }), url, t('seasonInvitation.book')),
      gap,
      textParagraph(t('seasonInvitation.after')),
      textParagraph(t('seasonInvitation.personal'), { muted: true }),
    ],
  });
}

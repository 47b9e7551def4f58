import { myBookingsUrl, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { composeEmail } from './compose-email.js';
import { gap, linkBlock, textParagraph } from './email-blocks.js';

/**
 * "My bookings": the link that lists every booking and order made with this address, in the
 * asker's language. It says how long the link works, that it was asked for on the site and that
 * whoever did not ask may ignore it. It names no booking: the address may have none.
 */
export function myBookingsLinkEmail(event: NotificationEvent<'my-bookings.link'>, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const url = myBookingsUrl(publicUrl, event.accessToken);
  return composeEmail(texts, {
    to: event.email,
    subject: t('myBookings.subject'),
    heading: t('myBookings.heading'),
    blocks: [
      textParagraph(t('myBookings.intro')),
      gap,
      linkBlock(t('myBookings.linkText', { url }), url, t('myBookings.button')),
      gap,
      textParagraph(t('myBookings.expires', { minutes: event.expiresInMinutes })),
      textParagraph(t('myBookings.notYou'), { muted: true }),
    ],
  });
}

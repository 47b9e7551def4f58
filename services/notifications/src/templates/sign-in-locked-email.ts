import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { composeEmail } from './compose-email.js';
import { gap, textParagraph } from './email-blocks.js';

/**
 * Sign-in for the address was paused after repeated wrong codes from one device: the owner hears
 * of it, in their language, with what to do (nothing, unless it was them). It names neither the
 * device nor its address, and links nowhere: a message like this is a phisher's favourite.
 */
export function signInLockedEmail(event: NotificationEvent<'sign-in.locked'>): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  return composeEmail(texts, {
    to: event.email,
    subject: t('signInLocked.subject'),
    heading: t('signInLocked.heading'),
    blocks: [textParagraph(t('signInLocked.intro')), gap, textParagraph(t('signInLocked.you')), textParagraph(t('signInLocked.notYou'), { muted: true })],
  });
}

import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { htmlLayout, paragraph, textLayout } from './html-layout.js';

/**
 * Sign-in for the address was paused after repeated wrong codes from one device: the owner hears
 * of it, in their language, with what to do (nothing, unless it was them). It names neither the
 * device nor its address, and links nowhere: a message like this is a phisher's favourite.
 */
export function signInLockedEmail(event: NotificationEvent<'sign-in.locked'>): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const heading = t('signInLocked.heading');
  return {
    to: event.email,
    subject: t('signInLocked.subject'),
    text: textLayout(texts, heading, [t('signInLocked.intro'), '', t('signInLocked.you'), t('signInLocked.notYou')]),
    html: htmlLayout(
      texts,
      heading,
      [paragraph(t('signInLocked.intro')), paragraph(t('signInLocked.you')), paragraph(t('signInLocked.notYou'), { muted: true })].join('\n'),
    ),
  };
}

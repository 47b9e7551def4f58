import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentOpening, manageSection, policyBlock } from './booking-details.js';
import { composeEmail } from './compose-email.js';
import { gap, textParagraph } from './email-blocks.js';

/**
 * The track page asked for the manage link again: it goes to the address the booking's e-mails
 * go to (whoever asked only holds the tracking code), with the booking, the policy and the link.
 * Whoever did not ask may ignore it.
 */
export function manageLinkEmail(event: NotificationEvent<'reservation.manage-link'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;

  return composeEmail(texts, {
    to: event.email,
    subject: t('manageLink.subject', { trackingCode: event.trackingCode }),
    heading: t('manageLink.heading'),
    blocks: [
      ...appointmentOpening(texts, event, textParagraph(t('manageLink.intro'))),
      manageSection(texts, event, publicUrl),
      gap,
      policyBlock(texts, event.serviceType),
      gap,
      textParagraph(t('manageLink.notYou'), { muted: true }),
    ],
  });
}

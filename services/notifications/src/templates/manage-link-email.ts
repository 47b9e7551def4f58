import { bookingPolicyText, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { appointmentDetails, greeting, manageSection } from './booking-details.js';
import { detailLines, detailTable, htmlLayout, paragraph, subheading, textLayout } from './html-layout.js';

/**
 * The track page asked for the manage link again: it goes to the address the booking's e-mails
 * go to (whoever asked only holds the tracking code), with the booking, the policy and the link.
 * Whoever did not ask may ignore it.
 */
export function manageLinkEmail(event: NotificationEvent<'reservation.manage-link'> & { email: string }, { publicUrl }: { publicUrl: string }): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const heading = t('manageLink.heading');
  const hello = greeting(texts, event.name);
  const details = appointmentDetails(texts, event);
  const policy = bookingPolicyText(texts.language, event.serviceType);
  const manage = manageSection(texts, event, publicUrl);

  return {
    to: event.email,
    subject: t('manageLink.subject', { trackingCode: event.trackingCode }),
    text: textLayout(texts, heading, [
      hello,
      '',
      t('manageLink.intro'),
      '',
      ...detailLines(details),
      '',
      ...manage.text,
      '',
      `${t('policy.heading')}:`,
      policy,
      '',
      t('manageLink.notYou'),
    ]),
    html: htmlLayout(
      texts,
      heading,
      `${paragraph(hello)}
${paragraph(t('manageLink.intro'))}
${detailTable(details)}
${manage.html}
${subheading(t('policy.heading'))}
${paragraph(policy, { muted: true })}
${paragraph(t('manageLink.notYou'), { muted: true })}`,
    ),
  };
}

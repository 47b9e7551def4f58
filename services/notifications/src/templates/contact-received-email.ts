import { DEFAULT_LANGUAGE, formatHelsinki, type NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { composeEmail } from './compose-email.js';
import { detailLines, escapeHtml } from './html-layout.js';
import { gap, textParagraph } from './email-blocks.js';

/**
 * A contact-form message, mailed to the business's inbox. It is written in the business's
 * language (Finnish) and names the language the visitor used; Reply-To is the visitor, so
 * answering the e-mail answers them.
 */
export function contactReceivedEmail(event: NotificationEvent<'contact.received'>, { inbox }: { inbox: string }): OutgoingEmail {
  const texts = textsFor(DEFAULT_LANGUAGE);
  const { t } = texts;
  const receivedAt = formatHelsinki(event.receivedAt, 'fi-FI', { dateStyle: 'long', timeStyle: 'short' });
  const facts: [string, string][] = [
    [t('contact.name'), event.name],
    [t('contact.email'), event.email],
    [t('contact.phone'), event.phone],
    [t('contact.language'), t(`contact.language.${event.language}`)],
    [t('contact.receivedAt'), receivedAt],
  ];
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#52525b">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return composeEmail(texts, {
    to: inbox,
    replyTo: event.email,
    subject: t('contact.subject', { name: event.name }),
    heading: t('contact.heading'),
    blocks: [
      textParagraph(t('contact.intro')),
      gap,
      { text: detailLines(facts), html: `<table style="border-collapse:collapse;margin:16px 0">\n${rows}\n</table>` },
      gap,
      {
        text: [`${t('contact.message')}:`, event.message],
        html: `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(t('contact.message'))}</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(event.message)}</p>`,
      },
    ],
    automatic: false,
  });
}

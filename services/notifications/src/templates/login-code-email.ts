import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { composeEmail } from './compose-email.js';
import { gap, textParagraph } from './email-blocks.js';
import { escapeHtml } from './html-layout.js';

/**
 * The one-time code for signing in or for confirming a sign-up, in the customer's language. The
 * code is in the body only: subjects show on lock screens and in notifications.
 */
export function loginCodeEmail(event: NotificationEvent<'login-code.requested'>): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const kind = event.purpose === 'signup' ? 'signup' : 'login';
  return composeEmail(texts, {
    to: event.email,
    subject: t(`loginCode.${kind}.subject`),
    heading: t(`loginCode.${kind}.heading`),
    blocks: [
      textParagraph(t(`loginCode.${kind}.intro`)),
      gap,
      {
        text: [`    ${event.code}`],
        html: `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;margin:16px 0">${escapeHtml(event.code)}</p>`,
      },
      gap,
      textParagraph(t('loginCode.expires', { minutes: event.expiresInMinutes })),
      textParagraph(t('loginCode.ignore'), { muted: true }),
    ],
  });
}

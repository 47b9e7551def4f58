import type { NotificationEvent } from '@tire/contracts';
import { textsFor } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import { escapeHtml, htmlLayout, textLayout } from './html-layout.js';

/**
 * The one-time code for signing in or for confirming a sign-up, in the customer's language. The
 * code is in the body only: subjects show on lock screens and in notifications.
 */
export function loginCodeEmail(event: NotificationEvent<'login-code.requested'>): OutgoingEmail {
  const texts = textsFor(event.language);
  const { t } = texts;
  const kind = event.purpose === 'signup' ? 'signup' : 'login';
  const heading = t(`loginCode.${kind}.heading`);
  const expires = t('loginCode.expires', { minutes: event.expiresInMinutes });
  return {
    to: event.email,
    subject: t(`loginCode.${kind}.subject`),
    text: textLayout(texts, heading, [t(`loginCode.${kind}.intro`), '', `    ${event.code}`, '', expires, t('loginCode.ignore')]),
    html: htmlLayout(
      texts,
      heading,
      `<p>${escapeHtml(t(`loginCode.${kind}.intro`))}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;margin:16px 0">${escapeHtml(event.code)}</p>
<p>${escapeHtml(expires)}</p>
<p style="color:#52525b">${escapeHtml(t('loginCode.ignore'))}</p>`,
    ),
  };
}

import type { Texts } from '../i18n/messages.js';
import type { OutgoingEmail } from '../mailer.js';
import type { Block } from './email-blocks.js';
import { htmlLayout, textLayout } from './html-layout.js';

export interface EmailContent {
  to: string;
  replyTo?: string;
  subject: string;
  heading: string;
  /** The body in reading order: the plain text and the HTML are both made from it. */
  blocks: readonly Block[];
  /** false for a message people answer (no "replies are not read" footer). */
  automatic?: boolean;
  attachments?: OutgoingEmail['attachments'];
}

/**
 * An e-mail from its blocks: the plain text is their lines one after another, the HTML their
 * markup one to a line, each inside the layout of its form.
 */
export function composeEmail(texts: Texts, { to, replyTo, subject, heading, blocks, automatic, attachments }: EmailContent): OutgoingEmail {
  const lines = blocks.flatMap((block) => block.text);
  const body = blocks.flatMap((block) => (block.html === undefined ? [] : [block.html])).join('\n');
  return {
    to,
    ...(replyTo === undefined ? {} : { replyTo }),
    subject,
    text: textLayout(texts, heading, lines, { automatic }),
    html: htmlLayout(texts, heading, body, { automatic }),
    ...(attachments === undefined ? {} : { attachments }),
  };
}

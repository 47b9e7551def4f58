import { inE2eDatabase } from './database.js';
import { expect } from 'vitest';
import { baseUrl, e2e } from './platform.js';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html?: string;
  to: { address: string }[];
  attachments?: { filename: string; contentType: string; generatedFileName: string }[];
}

const api = `http://127.0.0.1:${e2e.mail.webPort}/api/email`;

/**
 * Moves the clock of the e-mails a service holds back (a booking's "held" e-mail waits
 * HELD_EMAIL_DELAY_SECONDS in the outbox, in case the customer goes Back and picks another time):
 * a test that reads its inbox lets them leave now instead of waiting. What was withdrawn meanwhile
 * (a replaced hold's e-mail) is no longer in the outbox, so it still never leaves. Each look at
 * the inbox releases them again (a booking still being sent may add one), over one connection.
 * Only the e-mails to the address the test waits for: another file running meanwhile may be
 * about to replace a hold, whose e-mail must stay held back until it is withdrawn.
 */
const RELEASE_HELD_BACK = `UPDATE reservations.outbox SET available_at = now() WHERE available_at > now() AND lower(payload->>'email') = lower($1)`;

/**
 * The e2e platform's mail catcher (maildev, real SMTP): tests read what a customer would find
 * in their inbox.
 */
export const mailbox = {
  async all(): Promise<CaughtEmail[]> {
    const response = await fetch(api);
    return (await response.json()) as CaughtEmail[];
  },
  /**
   * Waits for the newest e-mail to `address` that matches, e.g. a receipt or a code. E-mails the
   * outbox holds back for that address are let go at once (RELEASE_HELD_BACK).
   */
  async waitFor(address: string, match: (email: CaughtEmail) => boolean = () => true, timeoutMs = 45_000): Promise<CaughtEmail> {
    const deadline = Date.now() + timeoutMs;
    return inE2eDatabase(async (database) => {
      while (Date.now() < deadline) {
        await database.query(RELEASE_HELD_BACK, [address]);
        const found = (await mailbox.all())
          .filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .filter(match)
          .at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`no e-mail to ${address} arrived within ${timeoutMs / 1000} s`);
    });
  },
  async attachment(email: CaughtEmail, contentType: string): Promise<string> {
    const file = email.attachments?.find((attachment) => attachment.contentType.startsWith(contentType));
    if (!file) throw new Error(`e-mail "${email.subject}" has no ${contentType} attachment`);
    const response = await fetch(`${api}/${email.id}/attachment/${encodeURIComponent(file.generatedFileName)}`);
    return response.text();
  },
};

/** The six-digit code of a login or signup e-mail. */
export function codeIn(email: CaughtEmail): string {
  const match = /\b(\d{6})\b/.exec(email.text);
  if (!match) throw new Error(`no code in e-mail "${email.subject}"`);
  return match[1]!;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The link of a "my bookings" e-mail, as the guest clicks it (the same behind the HTML button). */
export function myBookingsLinkIn(mail: CaughtEmail): string {
  const link = new RegExp(`${escaped(baseUrl)}/my-bookings#token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `a my-bookings link in "${mail.subject}"`).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

import nodemailer from 'nodemailer';
import type { NotificationsConfig } from './config.js';

export interface OutgoingEmail {
  to: string;
  /** Where a reply goes (the contact form's sender); the From stays the platform's address. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * nodemailer over plain SMTP (STARTTLS when the server offers it); authentication only when
 * SMTP_USER is set. A failed send throws, and the job is retried by BullMQ.
 */
export function createMailer({ smtp, mailFrom }: Pick<NotificationsConfig, 'smtp' | 'mailFrom'>): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // Fail fast enough that a hung server costs one attempt, not a stuck worker slot.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      const info = await transport.sendMail({ from: mailFrom, ...email });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

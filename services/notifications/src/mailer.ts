import nodemailer from 'nodemailer';
import type { NotificationsConfig, SmtpSettings } from './config.js';

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

/** nodemailer's transport options for these settings (config.ts's SmtpTls says what each mode means). */
export function transportOptions(smtp: SmtpSettings) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'implicit',
    // STARTTLS or nothing is sent: a relay (or someone in between) that drops the offer gets no mail.
    requireTLS: smtp.tls === 'starttls',
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // Fail fast enough that a hung server costs one attempt, not a stuck worker slot.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/**
 * nodemailer over SMTP with the TLS of SMTP_TLS (production: implicit TLS or required
 * STARTTLS); authentication only when SMTP_USER is set. A failed send throws, and the job is
 * retried by BullMQ.
 */
export function createMailer({ smtp, mailFrom }: Pick<NotificationsConfig, 'smtp' | 'mailFrom'>): Mailer {
  const transport = nodemailer.createTransport(transportOptions(smtp));
  return {
    async send(email) {
      const info = await transport.sendMail({ from: mailFrom, ...email });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

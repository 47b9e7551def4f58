import { DATABASE_URL, databaseUrlForSchema, positiveNumber, serviceBasics, type ServiceBasics } from '@tire/service-kit';

/**
 * Everything the notifications service reads from the environment, in one place (README lists
 * the variables). Defaults fit `npm start`: maildev on 127.0.0.1:1025, the BFF on :8080.
 */
/**
 * How the connection to the mail relay is protected (SMTP_TLS): `implicit`, TLS from the first
 * byte (smtps, port 465); `starttls`, plain SMTP that must upgrade with STARTTLS before anything
 * is sent (nodemailer's requireTLS: no mail goes out if the relay does not offer it); `none`,
 * plain SMTP, upgraded only when the relay offers it (development's mail catcher).
 */
export type SmtpTls = 'implicit' | 'starttls' | 'none';
export const SMTP_TLS_MODES: readonly SmtpTls[] = ['implicit', 'starttls', 'none'];

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  tls: SmtpTls;
}

export interface NotificationsConfig extends ServiceBasics {
  smtp: SmtpSettings;
  mailFrom: string;
  /** Where links in e-mails point (the BFF that serves the shell). */
  publicUrl: string;
  concurrency: number;
  /** The business's inbox: contact-form messages are mailed here (CONTACT_INBOX). */
  contactInbox: string;
  retention: RetentionConfig;
}

/** How long personal data this service holds is kept (README: Retention). */
export interface RetentionConfig {
  /** Dead-lettered e-mail jobs (they hold the event: address, name, booking) (DEAD_LETTER_RETENTION_DAYS). */
  deadLetterDays: number;
  /** Contact-form messages, customer correspondence (CONTACT_RETENTION_DAYS). */
  contactMessageDays: number;
  /** How often the purge runs (RETENTION_PURGE_INTERVAL_MS). */
  purgeIntervalMs: number;
}

export const DEFAULT_DEAD_LETTER_RETENTION_DAYS = 30;
export const DEFAULT_CONTACT_RETENTION_DAYS = 365;

export const DEFAULT_CONTACT_INBOX = 'asiakaspalvelu@rengaspalvelu.example';

/** This service's Postgres schema (contact messages and the outbox); its tables live nowhere else. */
export const DB_SCHEMA = 'notifications';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../prisma/migrations', import.meta.url).pathname;

/**
 * SMTP_TLS, or its default: implicit TLS on port 465, STARTTLS required in production, plain
 * elsewhere. Production refuses plain SMTP (login codes and receipts would cross the network
 * readable, and the relay's password with them) unless SMTP_ALLOW_PLAINTEXT=1 says the relay is
 * reached over a network that needs none (a sidecar on localhost).
 */
function smtpTls(env: NodeJS.ProcessEnv, port: number): SmtpTls {
  const production = env.NODE_ENV === 'production';
  const given = env.SMTP_TLS?.trim().toLowerCase();
  if (given && !SMTP_TLS_MODES.includes(given as SmtpTls)) throw new Error(`SMTP_TLS must be one of ${SMTP_TLS_MODES.join(', ')} (got ${given})`);
  const tls = (given as SmtpTls | undefined) ?? (port === 465 ? 'implicit' : production ? 'starttls' : 'none');
  if (production && tls === 'none' && env.SMTP_ALLOW_PLAINTEXT !== '1')
    throw new Error('SMTP_TLS=none sends e-mail unencrypted: production needs implicit or starttls (or SMTP_ALLOW_PLAINTEXT=1 for a relay on localhost)');
  return tls;
}

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  const smtpPort = positiveNumber(env.SMTP_PORT, 1025);
  return {
    // A small pool: the contact form is the only writer, the outbox relay the only reader.
    ...serviceBasics(env, DB_SCHEMA, 5),
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: smtpPort,
      ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
      tls: smtpTls(env, smtpPort),
    },
    mailFrom: env.MAIL_FROM || 'Rengaspalvelu <noreply@rengaspalvelu.example>',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    concurrency: positiveNumber(env.NOTIFICATIONS_CONCURRENCY, 5),
    contactInbox: env.CONTACT_INBOX || DEFAULT_CONTACT_INBOX,
    retention: {
      deadLetterDays: positiveNumber(env.DEAD_LETTER_RETENTION_DAYS, DEFAULT_DEAD_LETTER_RETENTION_DAYS),
      contactMessageDays: positiveNumber(env.CONTACT_RETENTION_DAYS, DEFAULT_CONTACT_RETENTION_DAYS),
      purgeIntervalMs: positiveNumber(env.RETENTION_PURGE_INTERVAL_MS, 3_600_000),
    },
  };
}

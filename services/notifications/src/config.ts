import {
  basicsOf,
  DATABASE_URL,
  databaseSettings,
  databaseUrlForSchema,
  flagSetting,
  isProduction,
  loadSettings,
  optionalText,
  portSetting,
  positiveInteger,
  positiveNumber,
  redisSettings,
  serverSettings,
  textSetting,
  urlSetting,
  withRules,
  type ServiceBasics,
} from '@tire/service-kit';
import { z } from 'zod';

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

/** SMTP_TLS: one of the modes, or its default (below). */
const smtpTlsChoice = optionalText().transform((text, ctx): SmtpTls | undefined => {
  const given = text?.toLowerCase();
  if (given === undefined || SMTP_TLS_MODES.includes(given as SmtpTls)) return given as SmtpTls | undefined;
  ctx.addIssue({ code: 'custom', message: `SMTP_TLS must be one of ${SMTP_TLS_MODES.join(', ')} (got ${given})`, input: text });
  return z.NEVER;
});

/**
 * SMTP_TLS, or its default: implicit TLS on port 465, STARTTLS required in production, plain
 * elsewhere.
 */
const smtpTlsOf = (env: { NODE_ENV?: string; SMTP_TLS?: SmtpTls; SMTP_PORT: number }): SmtpTls =>
  env.SMTP_TLS ?? (env.SMTP_PORT === 465 ? 'implicit' : isProduction(env) ? 'starttls' : 'none');

/**
 * Production refuses plain SMTP (login codes and receipts would cross the network readable, and
 * the relay's password with them) unless SMTP_ALLOW_PLAINTEXT=1 says the relay is reached over a
 * network that needs none (a sidecar on localhost).
 */
const plainSmtpRule = (
  env: { NODE_ENV?: string; SMTP_TLS?: SmtpTls; SMTP_PORT: number; SMTP_ALLOW_PLAINTEXT: boolean },
  refuse: (name: string, rule: string) => void,
) => {
  if (isProduction(env) && smtpTlsOf(env) === 'none' && !env.SMTP_ALLOW_PLAINTEXT)
    refuse('SMTP_TLS', 'SMTP_TLS=none sends e-mail unencrypted: production needs implicit or starttls (or SMTP_ALLOW_PLAINTEXT=1 for a relay on localhost)');
};

/** Every variable the service reads (README lists them), each with its rule and default. Defaults fit `npm start`: maildev on 127.0.0.1:1025, the BFF on :8080. */
const notificationsEnvironment = withRules(
  z.object({
    ...serverSettings('notifications'),
    // A small pool: the contact form is the only writer, the outbox relay the only reader.
    ...databaseSettings(DB_SCHEMA, 5),
    ...redisSettings(),
    SMTP_HOST: textSetting('127.0.0.1'),
    SMTP_PORT: portSetting(1025),
    SMTP_USER: optionalText(),
    SMTP_PASS: optionalText(),
    SMTP_TLS: smtpTlsChoice,
    SMTP_ALLOW_PLAINTEXT: flagSetting(),
    MAIL_FROM: textSetting('Rengaspalvelu <noreply@rengaspalvelu.example>'),
    PUBLIC_URL: urlSetting('http://localhost:8080'),
    NOTIFICATIONS_CONCURRENCY: positiveInteger(5),
    CONTACT_INBOX: textSetting(DEFAULT_CONTACT_INBOX),
    DEAD_LETTER_RETENTION_DAYS: positiveNumber(DEFAULT_DEAD_LETTER_RETENTION_DAYS),
    CONTACT_RETENTION_DAYS: positiveNumber(DEFAULT_CONTACT_RETENTION_DAYS),
    RETENTION_PURGE_INTERVAL_MS: positiveNumber(3_600_000),
  }),
  plainSmtpRule,
).transform((env): NotificationsConfig => ({
  ...basicsOf('notifications', env),
  smtp: {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
    tls: smtpTlsOf(env),
  },
  mailFrom: env.MAIL_FROM,
  publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
  concurrency: env.NOTIFICATIONS_CONCURRENCY,
  contactInbox: env.CONTACT_INBOX,
  retention: {
    deadLetterDays: env.DEAD_LETTER_RETENTION_DAYS,
    contactMessageDays: env.CONTACT_RETENTION_DAYS,
    purgeIntervalMs: env.RETENTION_PURGE_INTERVAL_MS,
  },
}));

/** The service's settings; throws naming every bad variable (plain SMTP in production included). */
export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return loadSettings('notifications', notificationsEnvironment, env);
}

import { DATABASE_URL, databaseUrlForSchema } from '@tire/service-kit';

/**
 * Everything the notifications service reads from the environment, in one place (README lists
 * the variables). Defaults fit `npm start`: maildev on 127.0.0.1:1025, the BFF on :8080.
 */
export interface NotificationsConfig {
  smtp: { host: string; port: number; user?: string; pass?: string };
  mailFrom: string;
  /** Where links in e-mails point (the BFF that serves the shell). */
  publicUrl: string;
  redisUrl: string;
  /** BullMQ key prefix; must match the producers' (accounts, the outbox relays). */
  queuePrefix: string;
  concurrency: number;
  /** The business's inbox: contact-form messages are mailed here (CONTACT_INBOX). */
  contactInbox: string;
}

export const DEFAULT_CONTACT_INBOX = 'asiakaspalvelu@rengaspalvelu.example';

/** This service's Postgres schema (contact messages and the outbox); its tables live nowhere else. */
export const DB_SCHEMA = 'notifications';

/** The platform's DATABASE_URL pointed at this service's schema (Prisma's `?schema=`). */
export const serviceDatabaseUrl = (databaseUrl: string = DATABASE_URL) => databaseUrlForSchema(databaseUrl, DB_SCHEMA);

export const MIGRATIONS_DIR = new URL('../migrations', import.meta.url).pathname;

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function readNotificationsConfig(env: NodeJS.ProcessEnv = process.env, redisUrl: string): NotificationsConfig {
  return {
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: positive(env.SMTP_PORT, 1025),
      ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
    },
    mailFrom: env.MAIL_FROM || 'Rengaspalvelu <noreply@rengaspalvelu.example>',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    redisUrl,
    queuePrefix: env.BULLMQ_PREFIX || 'bull',
    concurrency: positive(env.NOTIFICATIONS_CONCURRENCY, 5),
    contactInbox: env.CONTACT_INBOX || DEFAULT_CONTACT_INBOX,
  };
}

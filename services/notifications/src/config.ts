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
}

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
  };
}

import { Redis } from 'ioredis';
import { databaseFromSettings, serviceFoundation, startPeriodicTask, watchRedis, type ServiceFactoryOptions, type ServiceInstance } from '@tire/service-kit';
import type { AccountsConfig } from './config.js';
import { createQueueMailer } from './data-access/code-mailer.js';
import { connectDatabase, type Database } from './data-access/database.js';
import { createLimiter } from './data-access/rate-limits.js';
import { createSignInLockout } from './data-access/sign-in-lockout.js';
import type { CodeMailer } from './domain/ports.js';
import { purgeSignInData } from './domain/purge-sign-in-data.js';
import { createAccountsApp } from './entry-points/http/app.js';

export interface AccountsServiceOptions extends ServiceFactoryOptions<AccountsConfig, Database> {
  /** Where sign-in e-mails go: the notifications queue unless given. */
  mailer?: CodeMailer;
}

/**
 * The accounts service put together from its settings, its one composition root: database, Redis
 * (rate limits and lockouts), the notifications queue, the HTTP app and the purge of spent sign-in
 * data. main.ts serves it; tests start it with their own database, clock or mailer.
 */
export function createAccountsService(options: AccountsServiceOptions): ServiceInstance {
  const { config, logger, db, clock, loops, closeDatabase } = serviceFoundation(options, databaseFromSettings(connectDatabase));
  const { mailer } = options;
  if (config.adminEmails.size === 0) logger.warn('ADMIN_EMAILS is empty: nobody is an administrator');
  // A command that hangs fails after commandTimeout: the limiters then count in memory (never open).
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  watchRedis(redis, logger, { who: 'accounts', whileDown: 'sign-in limits count in this process' });
  const queueMailer = mailer ? null : createQueueMailer({ redisUrl: config.redisUrl, prefix: config.queuePrefix });
  const limits = {
    send: createLimiter({
      redis,
      name: 'send-code',
      keyPrefix: config.rateLimitPrefix,
      perEmail: config.rateLimits.sendPerEmail,
      perIp: config.rateLimits.sendPerIp,
      logger,
    }),
    verify: createLimiter({
      redis,
      name: 'verify-code',
      keyPrefix: config.rateLimitPrefix,
      perEmail: config.rateLimits.verifyPerEmail,
      perIp: config.rateLimits.verifyPerIp,
      // Per e-mail from one client: a stranger's tries must not use up the owner's.
      emailPerClient: true,
      logger,
    }),
  };
  const lockout = createSignInLockout({ redis, keyPrefix: config.rateLimitPrefix, policy: config.lockout, logger });
  const app = createAccountsApp({
    logger,
    prisma: db.prisma,
    adminEmails: config.adminEmails,
    loginCodeSecret: config.loginCodeSecret,
    mailer: mailer ?? queueMailer!,
    limits,
    lockout,
    now: clock,
    readiness: {
      database: async () => {
        await db.prisma.$queryRaw`SELECT 1`;
      },
      redis: async () => {
        await redis.ping();
      },
    },
  });

  // Spent login codes and old sign-in records are deleted (SIGN_IN_PURGE_INTERVAL_MS).
  loops.start('sign-in data purge', () =>
    startPeriodicTask('sign-in data purge', () => purgeSignInData({ prisma: db.prisma, now: clock, logger }), { intervalMs: config.purgeIntervalMs, logger }),
  );

  return {
    app,
    background: loops.loops,
    async close() {
      redis.disconnect();
      await Promise.allSettled([queueMailer?.close(), closeDatabase()]);
    },
  };
}

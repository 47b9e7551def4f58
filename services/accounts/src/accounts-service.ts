import { Redis } from 'ioredis';
import { watchRedis, type Logger } from '@tire/service-kit';
import type { AccountsConfig } from './config.js';
import { createQueueMailer } from './data-access/code-mailer.js';
import { connectDatabase } from './data-access/database.js';
import { createLimiter } from './data-access/rate-limits.js';
import { createSignInLockout } from './data-access/sign-in-lockout.js';
import type { CodeMailer } from './domain/ports.js';
import { createAccountsApp } from './entry-points/http/app.js';

/**
 * The service put together from its configuration: database, Redis (rate limits), the
 * notifications queue and the HTTP app. Tests pass their own configuration (database), clock or mailer.
 */
export function createAccountsService(options: { config: AccountsConfig; logger: Logger; now?: () => Date; mailer?: CodeMailer }) {
  const { config, logger } = options;
  const db = connectDatabase(config.databaseUrl, { poolSize: config.poolSize });
  // A command that hangs fails after commandTimeout: the limiters then count in memory (never open).
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  watchRedis(redis, logger, { who: 'accounts', whileDown: 'sign-in limits count in this process' });
  const queueMailer = options.mailer ? null : createQueueMailer({ redisUrl: config.redisUrl, prefix: config.queuePrefix });
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
  const { app } = createAccountsApp({
    logger,
    prisma: db.prisma,
    adminEmails: config.adminEmails,
    loginCodeSecret: config.loginCodeSecret,
    mailer: options.mailer ?? queueMailer!,
    limits,
    lockout,
    now: options.now ?? (() => new Date()),
    readiness: {
      database: async () => {
        await db.prisma.$queryRaw`SELECT 1`;
      },
      redis: async () => {
        await redis.ping();
      },
    },
  });
  return {
    app,
    db,
    async close() {
      redis.disconnect();
      await Promise.allSettled([queueMailer?.close(), db.close()]);
    },
  };
}

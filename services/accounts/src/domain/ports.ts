import type { NotificationEvent } from '@tire/contracts';
import type { Prisma } from '../data-access/database.js';

/** Puts a code e-mail on the notifications queue; rejects when that is not possible right now. */
export interface CodeMailer {
  send(event: NotificationEvent<'login-code.requested'>, jobId: string): Promise<void>;
}

/** Counts one attempt against each key; rejects with RateLimited when one is over its limit. */
export interface Limiter {
  consume(keys: { email: string; ip: string }): Promise<void>;
}

export interface AccountsDeps {
  prisma: Prisma;
  adminEmails: ReadonlySet<string>;
  loginCodeSecret: string;
  mailer: CodeMailer;
  limits: { send: Limiter; verify: Limiter };
  now: () => Date;
}

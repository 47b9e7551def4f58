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

/** The per-account lockout after repeated wrong codes (an escalating pause per e-mail). */
export interface SignInLockout {
  /** Rejects with SignInLocked while verification for the e-mail is paused. */
  check(email: string): Promise<void>;
  /** Counts one failed verification; the one that reaches the threshold starts the next pause. */
  recordFailure(email: string): Promise<void>;
  /** A successful sign-in: the count and the escalation start again from nothing. */
  reset(email: string): Promise<void>;
}

export interface AccountsDeps {
  prisma: Prisma;
  adminEmails: ReadonlySet<string>;
  loginCodeSecret: string;
  mailer: CodeMailer;
  limits: { send: Limiter; verify: Limiter };
  lockout: SignInLockout;
  now: () => Date;
}

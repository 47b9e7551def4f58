import type { NotificationEvent } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';

/** Puts sign-in e-mails on the notifications queue; rejects when that is not possible right now. */
export interface CodeMailer {
  send(event: NotificationEvent<'login-code.requested'>, jobId: string): Promise<void>;
  /** Tells the owner of an address that sign-in for it was paused after repeated wrong codes. */
  sendLockoutNotice(event: NotificationEvent<'sign-in.locked'>, jobId: string): Promise<void>;
  /** Sends an e-mail access link ("my bookings"). */
  sendAccessLink(event: NotificationEvent<'my-bookings.link'>, jobId: string): Promise<void>;
}

/** Counts one attempt against each key; rejects with RateLimited when one is over its limit. */
export interface Limiter {
  consume(keys: { email: string; ip: string }): Promise<void>;
}

/** A lockout that has just started: how long, and whether the owner is still to be told of it. */
export interface LockoutStarted {
  seconds: number;
  notifyOwner: boolean;
}

/**
 * The lockout after repeated wrong codes, per e-mail and client address (an escalating pause),
 * and the e-mail's ceiling across all clients (a short wait for each client, never a block).
 */
export interface SignInLockout {
  /**
   * Rejects with SignInLocked while this client is paused for the e-mail, or with RateLimited
   * while the e-mail is past its ceiling and this client still has to wait.
   */
  check(email: string, ip: string): Promise<void>;
  /** Counts one wrong code tried while a code was live; says so when it starts a lockout. */
  recordFailure(email: string, ip: string): Promise<LockoutStarted | null>;
  /** A successful sign-in from this client: its count and escalation start again from nothing. */
  reset(email: string, ip: string): Promise<void>;
}

export interface AccountsDeps {
  prisma: Prisma;
  adminEmails: ReadonlySet<string>;
  loginCodeSecret: string;
  mailer: CodeMailer;
  limits: { send: Limiter; verify: Limiter };
  lockout: SignInLockout;
  now: () => Date;
  logger: Logger;
}

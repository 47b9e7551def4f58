import { AUTH_MESSAGES } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';

/** 429 with the seconds to wait, which the HTTP layer sends as Retry-After. */
export class RateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_MESSAGES.tooManyRequests);
  }
}

/** Said with the 429 of a locked-out address (too many wrong codes for it): the contract's, so the pages translate it. */
export const SIGN_IN_LOCKED_MESSAGE = AUTH_MESSAGES.signInLocked;

/** Verification for one e-mail refused for a while after repeated wrong codes: 429 with Retry-After. */
export class SignInLocked extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = SIGN_IN_LOCKED_MESSAGE;
  }
}

/** The code e-mail could not be queued (Redis away): 503, and the new code is not kept. */
export class CodeNotSent extends HttpError {
  constructor(readonly reason?: unknown) {
    super(503, AUTH_MESSAGES.sendFailed);
  }
}

/** One answer for wrong, expired, used, voided, over-tried and unknown codes alike. */
export const invalidCode = () => HttpError.badRequest(AUTH_MESSAGES.invalidOrExpiredCode);

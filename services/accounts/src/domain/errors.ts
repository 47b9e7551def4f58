import { AUTH_MESSAGES } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';

/**
 * Said with the 429 of a locked-out address (too many wrong codes for it): the contract's, so the
 * pages translate it. The limiters' own refusals (RateLimited, SignInLocked) are data-access/limit-errors.ts's.
 */
export const SIGN_IN_LOCKED_MESSAGE = AUTH_MESSAGES.signInLocked;

/** The code e-mail could not be queued (Redis away): 503, and the new code is not kept. */
export class CodeNotSent extends HttpError {
  constructor(readonly reason?: unknown) {
    super('auth.sendFailed');
  }
}

/** One answer for wrong, expired, used, voided, over-tried and unknown codes alike. */
export const invalidCode = () => HttpError.of('auth.invalidOrExpiredCode');

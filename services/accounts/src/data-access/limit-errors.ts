import type { ErrorCode } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';

/**
 * The refusals of the sign-in limiters (rate-limits.ts, sign-in-lockout.ts), as the domain's ports
 * promise them; the HTTP layer sends their wait as Retry-After.
 */

/** 429 with the seconds to wait, which the HTTP layer sends as Retry-After. */
export class RateLimited extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'rateLimited',
  ) {
    super(code);
  }
}

/** Verification for one e-mail refused for a while after repeated wrong codes: 429 with Retry-After. */
export class SignInLocked extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'auth.signInLocked');
  }
}

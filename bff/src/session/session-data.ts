import type { Identity } from '../middleware/identity.js';
import type { ErasureProgress } from '../privacy/my-data.js';

/** Name claims from the identity provider, for profile setup's pre-fill. */
export interface SessionClaims {
  first_name?: string;
  last_name?: string;
}

declare module 'express-session' {
  interface SessionData {
    /** Who is signed in; absent for a session that has not signed in. */
    user: Identity;
    claims?: SessionClaims;
    /** When the user signed in (ms since epoch): the session's absolute lifetime counts from here. */
    signedInAt?: number;
    /** How far the customer's data erasure got (privacy/my-data.ts): a retry goes on from there. */
    erasure?: ErasureProgress;
    /**
     * How far a guest's erasure through a "my bookings" link got, by the digest of the address the
     * link proves (routes/my-data-routes.ts); saving it is what gives a guest's browser a session.
     */
    guestErasures?: Record<string, ErasureProgress>;
  }
}

export {};

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
  }
}

export {};

import type { Request } from 'express';
import type { Identity } from '../middleware/identity.js';
import type { SessionClaims } from './session-data.js';
import './session-data.js';

/** The session store is away: signing in or out cannot be recorded (answer 503). */
export class SessionUnavailable extends Error {
  constructor(cause?: unknown) {
    super('Session store unavailable', { cause });
  }
}

/** A store that has not answered in this time counts as down. */
const STORE_TIMEOUT_MS = 2_000;

const settle = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SessionUnavailable(new Error('session store gave no answer'))), STORE_TIMEOUT_MS);
    run((error) => {
      clearTimeout(timer);
      if (error) reject(new SessionUnavailable(error));
      else resolve();
    });
  });

/** Without a session object express-session neither saves nor sets a cookie for this request. */
const dropSession = (req: Request) => {
  delete (req as { session?: unknown }).session;
};

/**
 * Starts the signed-in session: a new session id (so an id planted before sign-in is worth
 * nothing: no session fixation), the identity and the provider's name claims, saved before the
 * answer goes out. Used by code verification and the OIDC callback.
 */
export async function signIn(req: Request, identity: Identity, claims?: SessionClaims): Promise<void> {
  if (!req.session || req.sessionUnavailable) throw new SessionUnavailable();
  try {
    await settle((done) => req.session.regenerate(done));
    req.session.user = { userId: identity.userId, email: identity.email, isAdmin: identity.isAdmin };
    req.session.signedInAt = Date.now();
    if (claims && (claims.first_name || claims.last_name)) req.session.claims = claims;
    await settle((done) => req.session.save(done));
  } catch (error) {
    // Nothing half-made reaches the browser: no cookie for a session the store does not have.
    dropSession(req);
    throw error;
  }
  req.identity = req.session.user;
}

/**
 * Ends the session in the store. Never throws: the caller clears the cookie regardless; answers
 * false when the store could not be told (the entry then expires by its TTL).
 */
export async function signOut(req: Request): Promise<boolean> {
  req.identity = null;
  if (!req.session) return !req.sessionUnavailable;
  try {
    await settle((done) => req.session.destroy(done));
    return true;
  } catch {
    return false;
  }
}

/** Saves what a request changed in its session now (a long job's progress), or throws SessionUnavailable. */
export async function saveSession(req: Request): Promise<void> {
  if (!req.session || req.sessionUnavailable) throw new SessionUnavailable();
  await settle((done) => req.session.save(done));
}

import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { userSchema, verifyCodeBodySchema } from './auth.js';

/**
 * The BFF's own calls of the accounts service (never proxied: each ends in a session, which only
 * the BFF can start, or tells the BFF who a session's user is now).
 */

/** A login code checked for this e-mail address: the user, or 400/429 with the spec's messages. */
export const checkLoginCode = defineCall({ method: 'POST', path: API_PATHS.checkLoginCode, body: verifyCodeBodySchema, response: userSchema });

/** The provider identity of an OpenID Connect sign-in (issuer + subject) and what it says of the person. */
export const oidcSignInBodySchema = z.object({
  issuer: z.string().min(1),
  subject: z.string().min(1),
  email: z.email(),
  emailVerified: z.boolean(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /**
   * The user the BFF's session was signed in as when the sign-in started (by an e-mail code):
   * the only existing account the provider identity may be linked to (409 otherwise).
   */
  signedInUserId: z.string().min(1).optional(),
});
export type OidcSignInBody = z.infer<typeof oidcSignInBodySchema>;

/** The user linked to this provider identity, created or linked first. */
export const signInWithOidc = defineCall({ method: 'POST', path: API_PATHS.signInWithOidc, body: oidcSignInBodySchema, response: userSchema });

/** The user as the accounts service knows them now (isAdmin from its ADMIN_EMAILS); 404 when there is none. */
export const getAccountUser = defineCall({ method: 'GET', path: API_PATHS.getAccountUser, response: userSchema });

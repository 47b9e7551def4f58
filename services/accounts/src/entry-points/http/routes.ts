import {
  checkLoginCode,
  completeProfile as completeProfileCall,
  erasePersonalData,
  exportPersonalData,
  getAccountUser,
  getCurrentUser,
  requestMyBookingsLink,
  resolveEmailAccess as resolveEmailAccessCall,
  sendCode,
  signInWithOidc,
  signup,
} from '@tire/contracts';
import { HttpError, mountCall, requireDataSubject, requireSignedIn } from '@tire/service-kit';
import { Router } from 'express';
import { resolveEmailAccess, sendEmailAccessLink } from '../../domain/email-access.js';
import { oidcSignIn } from '../../domain/oidc-sign-in.js';
import type { AccountsDeps } from '../../domain/ports.js';
import { eraseAccountData, exportAccountData } from '../../domain/personal-data.js';
import { completeProfile, findUser } from '../../domain/profile.js';
import { sendLoginCode, signUp } from '../../domain/send-code.js';
import { verifyLoginCode } from '../../domain/verify-code.js';
import { requestContext } from './caller.js';

export const CODE_SENT_MESSAGE = 'Verification code sent';

/** The signed-in caller, or 401 before any input is read. */
const signedIn = { authorize: requireSignedIn };

/** The public paths, answered as the BFF proxies them (identity in IDENTITY_HEADERS). */
export function publicRoutes(deps: AccountsDeps) {
  const router = Router();

  mountCall(router, sendCode, async ({ body, req }) => {
    await sendLoginCode(deps, body.email, requestContext(req));
    return { message: CODE_SENT_MESSAGE };
  });

  mountCall(router, signup, async ({ body, req }) => {
    await signUp(deps, body, requestContext(req));
    return { message: CODE_SENT_MESSAGE };
  });

  mountCall(
    router,
    getCurrentUser,
    async ({ who }) => {
      const user = await findUser(deps, who.userId);
      if (!user) throw HttpError.of('unauthorized');
      return user;
    },
    signedIn,
  );

  mountCall(router, completeProfileCall, ({ who, body }) => completeProfile(deps, who.userId, body), signedIn);

  // "My bookings": the same 202 whether or not anything is known of the address.
  mountCall(router, requestMyBookingsLink, ({ body, req }) => sendEmailAccessLink(deps, body.email, requestContext(req)), { status: 202 });

  return router;
}

/**
 * Paths only the BFF calls (it never proxies /internal): verifying a code and OIDC sign-in end
 * in a session, which only the BFF can start. mountCall's default caller list is the BFF alone,
 * so another service's token is refused here with 403.
 */
export function internalRoutes(deps: AccountsDeps) {
  const router = Router();

  mountCall(router, checkLoginCode, ({ body, req }) => verifyLoginCode(deps, { email: body.email, code: body.code, ip: requestContext(req).ip }));

  mountCall(router, signInWithOidc, ({ body }) => oidcSignIn(deps, body));

  // What an e-mail access link proves (the BFF, before it lists the address's bookings and orders).
  mountCall(router, resolveEmailAccessCall, ({ body }) => resolveEmailAccess(deps, body.token));

  mountCall(router, getAccountUser, async ({ req }) => {
    const user = await findUser(deps, String(req.params.id));
    if (!user) throw HttpError.saying('notFound', 'User not found');
    return user;
  });

  // The person's own data: who they are comes from the BFF's signed token, nothing from the request.
  mountCall(router, exportPersonalData, ({ who }) => exportAccountData(deps, who), { authorize: requireDataSubject });
  mountCall(router, erasePersonalData, ({ who }) => eraseAccountData(deps, who), { authorize: requireDataSubject });

  return router;
}

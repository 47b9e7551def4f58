import { ADMIN_MESSAGES } from '@tire/contracts';
import { callerOf, HttpError, IDENTITY_HEADERS, identityHeader } from '@tire/service-kit';
import type { Request } from 'express';

/**
 * The administrator making an admin call, or the refusal: 401 without an identity, 403 for anyone
 * whose identity is not an admin's. The BFF checks the same before proxying; the service does not
 * rely on that (a call that reaches it some other way is refused here too).
 */
export function requireAdmin(req: Request): { userId: string; email?: string } {
  const caller = callerOf(req);
  if (!caller.userId) throw HttpError.unauthorized(ADMIN_MESSAGES.unauthorized);
  if (identityHeader(req, IDENTITY_HEADERS.isAdmin) !== 'true') throw HttpError.forbidden(ADMIN_MESSAGES.forbidden);
  return { userId: caller.userId, email: caller.email };
}

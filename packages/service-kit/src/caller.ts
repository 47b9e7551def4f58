import './service-token.js';
import type { Request } from 'express';
import { IDENTITY_HEADERS } from './config.js';
import { HttpError } from './http-error.js';

/** One header the BFF set, trimmed; undefined when it is absent or blank. */
export function identityHeader(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : undefined;
}

/** Who is calling, as the BFF signed it (services never see cookies): the user and the browser's address. */
export function callerOf(req: Request): { userId?: string; email?: string; language?: string; clientIp?: string } {
  return {
    userId: identityHeader(req, IDENTITY_HEADERS.userId),
    email: identityHeader(req, IDENTITY_HEADERS.userEmail),
    language: identityHeader(req, IDENTITY_HEADERS.language),
    clientIp: req.caller?.clientIp,
  };
}

export type Caller = ReturnType<typeof callerOf>;
export type SignedInCaller = Caller & { userId: string };

/** The signed-in caller, or 401: for `mountCall`'s `authorize` of the customer's own calls. */
export function requireSignedIn(req: Request): SignedInCaller {
  const caller = callerOf(req);
  if (!caller.userId) throw HttpError.of('unauthorized');
  return caller as SignedInCaller;
}

export interface AdminCaller {
  userId: string;
  email?: string;
}

/**
 * The administrator making an admin call, or the refusal: 401 without an identity, 403 for anyone
 * whose identity is not an admin's. The BFF checks the same before proxying; a service does not
 * rely on that (a call that reaches it some other way is refused here too).
 */
export function requireAdmin(req: Request): AdminCaller {
  const caller = callerOf(req);
  if (!caller.userId) throw HttpError.of('unauthorized');
  if (identityHeader(req, IDENTITY_HEADERS.isAdmin) !== 'true') throw HttpError.of('admin.forbidden');
  return { userId: caller.userId, email: caller.email };
}

/**
 * The person whose own data a call reads or erases (the privacy calls): the verified e-mail address
 * the BFF signed, with the user id when they are signed in. A guest proves an address through an
 * e-mail link and comes with the address alone; either way the address is required (401 without).
 */
export interface DataSubject {
  email: string;
  userId?: string;
}

export function requireDataSubject(req: Request): DataSubject {
  const { userId, email } = callerOf(req);
  if (!email) throw HttpError.of('unauthorized');
  return userId ? { email, userId } : { email };
}

/** The person as a service's personal-data queries take them: the user id (null for a guest) and the address. */
export interface PersonalDataSubject {
  userId: string | null;
  email: string;
}

/**
 * The SQL parameters that name the person in a service's personal-data queries, the same in every
 * service: $1 the user id (null for a guest, matching no row's), $2 the address without the spaces
 * around it (the queries compare it with lower()).
 */
export const subjectParams = ({ userId, email }: PersonalDataSubject) => [userId, email.trim()];

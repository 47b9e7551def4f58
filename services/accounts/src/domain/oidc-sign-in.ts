import type { User } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Prisma as PrismaTypes } from '../generated/prisma/client.js';
import type { Prisma } from '../data-access/database.js';
import { toUser } from './user-view.js';

export interface OidcSignIn {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** The account of the BFF session this sign-in started in, when one was signed in. */
  signedInUserId?: string | undefined;
}

export const OIDC_MESSAGES = {
  emailNotVerified: 'The e-mail address of this account is not verified by the provider',
  /** 409: the address belongs to an account (or an administrator) that must first sign in with a code. */
  signInWithCodeFirst:
    'An account with this e-mail address already exists. Sign in with a code sent to your e-mail first, then sign in with Google to link it.',
} as const;

interface Deps {
  prisma: Prisma;
  adminEmails: ReadonlySet<string>;
}

/**
 * POST /internal/oidc-sign-in (the BFF's OIDC callback). The provider account is found by
 * issuer + subject, never by e-mail alone, and only a verified e-mail (email_verified) is taken.
 * The first time, a new account is made for an address no account has. An address that already
 * has an account is linked only when that account's owner is signed in (by an e-mail code) in
 * the browser that made this sign-in (`signedInUserId`); otherwise the answer is 409 asking to
 * sign in with a code first. A provider's word on an address is not proof enough to enter an
 * existing account: a recycled mailbox domain, a provider's mistake or a provider outside
 * Google would otherwise take over the account, an administrator's above all. For the same
 * reason an administrator's address (ADMIN_EMAILS) gets no new account this way: the
 * administrator signs in with a code first and links Google then.
 */
export async function oidcSignIn(deps: Deps, input: OidcSignIn): Promise<User> {
  if (!input.emailVerified) throw HttpError.saying('forbidden', OIDC_MESSAGES.emailNotVerified);
  const email = input.email.trim().toLowerCase();
  const claims = { firstName: input.firstName?.trim() || null, lastName: input.lastName?.trim() || null };
  const link = async () => {
    const linked = await deps.prisma.oidcIdentity.findUnique({
      where: { issuer_subject: { issuer: input.issuer, subject: input.subject } },
    });
    if (linked) {
      const identity = await deps.prisma.oidcIdentity.update({ where: { id: linked.id }, data: claims, include: { user: true } });
      return identity.user;
    }
    return deps.prisma.$transaction(async (tx) => {
      const existing = await tx.user.findUnique({ where: { email } });
      // A first sign-in racing this one may have made the account and its link in the meantime
      // (one transaction, so once its account is seen, its link is too): that is this same
      // provider account, not an existing account to take over.
      const justLinked = await tx.oidcIdentity.findUnique({
        where: { issuer_subject: { issuer: input.issuer, subject: input.subject } },
        include: { user: true },
      });
      if (justLinked) return justLinked.user;
      if (existing ? existing.id !== input.signedInUserId : deps.adminEmails.has(email)) throw HttpError.saying('conflict', OIDC_MESSAGES.signInWithCodeFirst);
      const user =
        existing ??
        // A new account: the names from the provider, the rest in profile setup.
        (await tx.user.create({ data: { email, firstName: claims.firstName, lastName: claims.lastName } }));
      await tx.oidcIdentity.create({ data: { issuer: input.issuer, subject: input.subject, userId: user.id, ...claims } });
      return user;
    });
  };
  let user;
  try {
    user = await link();
  } catch (error) {
    // Two first sign-ins at once: the loser's insert hits a unique key; the winner's link is there now.
    if (!(error instanceof PrismaTypes.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
    user = await link();
  }
  return toUser(user, deps.adminEmails, {
    ...(claims.firstName ? { first_name: claims.firstName } : {}),
    ...(claims.lastName ? { last_name: claims.lastName } : {}),
  });
}

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
}

export const OIDC_MESSAGES = {
  emailNotVerified: 'The e-mail address of this account is not verified by the provider',
} as const;

interface Deps {
  prisma: Prisma;
  adminEmails: ReadonlySet<string>;
}

/**
 * POST /internal/oidc-sign-in (the BFF's OIDC callback). The provider account is found by
 * issuer + subject, never by e-mail alone. The first time, it is linked to the account with
 * the same e-mail (or a new account is made) — only when the provider vouches for the e-mail
 * (email_verified), or anyone could claim another person's account with an unverified address.
 */
export async function oidcSignIn(deps: Deps, input: OidcSignIn): Promise<User> {
  if (!input.emailVerified) throw HttpError.forbidden(OIDC_MESSAGES.emailNotVerified);
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
      const user =
        (await tx.user.findUnique({ where: { email } })) ??
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

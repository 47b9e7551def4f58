import type { Prisma } from './database.js';

/** The person: their account by id (when signed in), and anything kept under their address. */
export interface Subject {
  userId: string | null;
  email: string;
}

const userWhere = ({ userId, email }: Subject) => ({
  OR: [...(userId ? [{ id: userId }] : []), { email: { equals: email.trim(), mode: 'insensitive' as const } }],
});
const emailWhere = ({ email }: Subject) => ({ email: { equals: email.trim(), mode: 'insensitive' as const } });

/**
 * What the accounts service holds about the person: the account and its profile, the sign-in
 * providers linked to it, and the sign-ins asked for with the address (when and why, never the
 * code's HMAC), a signup form still waiting for its code, the "my bookings" links e-mailed to it
 * (when, never the token's digest).
 */
export async function accountDataOf(prisma: Prisma, subject: Subject) {
  const users = await prisma.user.findMany({ where: userWhere(subject), include: { oidcIdentities: true } });
  const [codes, signups, accessLinks] = await Promise.all([
    prisma.loginCode.findMany({ where: emailWhere(subject), orderBy: { createdAt: 'asc' } }),
    prisma.pendingSignup.findMany({ where: emailWhere(subject) }),
    prisma.emailAccessLink.findMany({ where: emailWhere(subject), orderBy: { createdAt: 'asc' } }),
  ]);
  return {
    accounts: users.map(({ oidcIdentities: _identities, ...user }) => ({ ...user })),
    signInProviders: users.flatMap((user) =>
      user.oidcIdentities.map(({ issuer, firstName, lastName, createdAt }) => ({ issuer, first_name: firstName, last_name: lastName, linked_at: createdAt })),
    ),
    signInCodes: codes.map(({ purpose, createdAt, expiresAt, consumedAt }) => ({
      purpose,
      sent_at: createdAt,
      expires_at: expiresAt,
      used_or_voided_at: consumedAt,
    })),
    pendingSignups: signups.map(({ codeId: _code, ...signup }) => ({ ...signup })),
    myBookingsLinks: accessLinks.map(({ language, createdAt, expiresAt }) => ({ language, sent_at: createdAt, expires_at: expiresAt })),
  };
}

/** The addresses of the person's accounts (to tell an administrator's apart before anything goes). */
export async function accountEmailsOf(prisma: Prisma, subject: Subject): Promise<string[]> {
  return (await prisma.user.findMany({ where: userWhere(subject), select: { email: true } })).map((user) => user.email);
}

/**
 * Deletes the account (its linked providers go with it), the sign-in codes and "my bookings" links
 * sent to the address and any signup form waiting for a code, in one transaction. Returns how many rows went.
 */
export async function deleteAccountData(prisma: Prisma, subject: Subject): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const signups = await tx.pendingSignup.deleteMany({ where: emailWhere(subject) });
    const codes = await tx.loginCode.deleteMany({ where: emailWhere(subject) });
    const accessLinks = await tx.emailAccessLink.deleteMany({ where: emailWhere(subject) });
    const users = await tx.user.deleteMany({ where: userWhere(subject) });
    return signups.count + codes.count + accessLinks.count + users.count;
  });
}

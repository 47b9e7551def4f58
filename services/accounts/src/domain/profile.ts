import type { profileBodySchema, User } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { z } from 'zod';
import type { Prisma } from '../data-access/database.js';
import { toUser, type Claims } from './user-view.js';

interface ReadDeps {
  prisma: Prisma;
  adminEmails: ReadonlySet<string>;
}

/** The provider's name claims of the user's most recent OIDC link, for profile setup's pre-fill. */
async function latestClaims(deps: ReadDeps, userId: string): Promise<Claims | null> {
  const identity = await deps.prisma.oidcIdentity.findFirst({ where: { userId }, orderBy: { createdAt: 'desc' } });
  if (!identity) return null;
  return {
    ...(identity.firstName ? { first_name: identity.firstName } : {}),
    ...(identity.lastName ? { last_name: identity.lastName } : {}),
  };
}

/** GET /api/auth/user and GET /internal/users/:id: null when there is no such user (any more). */
export async function findUser(deps: ReadDeps, userId: string): Promise<User | null> {
  const row = await deps.prisma.user.findUnique({ where: { id: userId } });
  return row ? toUser(row, deps.adminEmails, await latestClaims(deps, userId)) : null;
}

/** POST /api/profile/complete: the nine profile fields replace the old ones. */
export async function completeProfile(deps: ReadDeps, userId: string, profile: z.output<typeof profileBodySchema>): Promise<User> {
  const updated = await deps.prisma.user.updateMany({
    where: { id: userId },
    data: { ...profile, apartment: profile.apartment || null },
  });
  if (updated.count === 0) throw HttpError.of('unauthorized');
  const user = await findUser(deps, userId);
  if (!user) throw HttpError.of('unauthorized');
  return user;
}

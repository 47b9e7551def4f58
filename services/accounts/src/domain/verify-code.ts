import type { User } from '@tire/contracts';
import { invalidCode } from './errors.js';
import { loginCodeHmac, MAX_WRONG_TRIES, sameHmac } from './login-code.js';
import type { AccountsDeps } from './ports.js';
import { toUser } from './user-view.js';

/**
 * POST /internal/verify-code (the BFF's own call; it then starts the session). The e-mail's one
 * live code must match, be unexpired and have had fewer than MAX_WRONG_TRIES wrong tries; every
 * failure gives the same 400. Using the code and creating the account happen in one
 * transaction, and the code is claimed with a conditional update, so two requests racing with
 * the same code cannot both succeed.
 */
export async function verifyLoginCode(deps: AccountsDeps, input: { email: string; code: string; ip: string }): Promise<User> {
  const { email, code, ip } = input;
  await deps.limits.verify.consume({ email, ip });
  const now = deps.now();
  const live = await deps.prisma.loginCode.findFirst({
    where: { email, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!live || live.expiresAt <= now || live.attempts >= MAX_WRONG_TRIES) throw invalidCode();

  if (!sameHmac(live.codeHmac, loginCodeHmac(deps.loginCodeSecret, email, code))) {
    await deps.prisma.loginCode.updateMany({
      where: { id: live.id, consumedAt: null },
      data: { attempts: { increment: 1 } },
    });
    throw invalidCode();
  }

  const user = await deps.prisma.$transaction(async (tx) => {
    const claimed = await tx.loginCode.updateMany({
      where: { id: live.id, consumedAt: null, attempts: { lt: MAX_WRONG_TRIES }, expiresAt: { gt: now } },
      data: { consumedAt: now },
    });
    if (claimed.count !== 1) throw invalidCode();

    const existing = await tx.user.findUnique({ where: { email } });
    const pending = await tx.pendingSignup.findUnique({ where: { email } });
    if (pending) await tx.pendingSignup.delete({ where: { email } });
    // An existing account is signed in as it is: signup is not a way to overwrite a profile.
    if (existing) return existing;
    // The signup form, if one is waiting (whichever code proved the mailbox).
    if (pending) {
      const { email: _email, createdAt: _createdAt, updatedAt: _updatedAt, ...profile } = pending;
      return tx.user.create({ data: { email, ...profile } });
    }
    // A login code for a new address: the account starts with an empty profile (profile setup).
    return tx.user.create({ data: { email } });
  });
  return toUser(user, deps.adminEmails);
}

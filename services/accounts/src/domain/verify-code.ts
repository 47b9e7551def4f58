import type { User } from '@tire/contracts';
import type { Tx } from '../data-access/database.js';
import { invalidCode } from './errors.js';
import { loginCodeHmac, MAX_TRIES_PER_CODE, sameHmac } from './login-code.js';
import type { AccountsDeps } from './ports.js';
import { toUser } from './user-view.js';

/**
 * POST /internal/verify-code (the BFF's own call; it then starts the session). Refused with 429
 * while the e-mail is locked out (repeated wrong codes) or over its rate limits; then the e-mail's
 * one live code must match, be unexpired and have a try left. Every failure gives the same 400
 * and counts towards the e-mail's lockout; a success clears that count.
 */
export async function verifyLoginCode(deps: AccountsDeps, input: { email: string; code: string; ip: string }): Promise<User> {
  const { email, code, ip } = input;
  await deps.lockout.check(email);
  await deps.limits.verify.consume({ email, ip });
  const hmac = loginCodeHmac(deps.loginCodeSecret, email, code);
  const now = deps.now();
  const user = await deps.prisma.$transaction(async (tx) => {
    const tried = await takeTry(tx, email, now);
    // A wrong code returns (not throws) so that the try it took is committed.
    if (!tried || !sameHmac(tried.code_hmac, hmac)) return null;
    await tx.loginCode.update({ where: { id: tried.id }, data: { consumedAt: now } });
    return signInOrSignUp(tx, email);
  });
  if (!user) {
    await deps.lockout.recordFailure(email);
    throw invalidCode();
  }
  await deps.lockout.reset(email);
  return toUser(user, deps.adminEmails);
}

/**
 * Every try, right or wrong, first takes one of the live code's tries in one conditional
 * UPDATE (attempts < MAX_TRIES_PER_CODE, unused, unexpired): Postgres re-checks the condition
 * on the locked row, so parallel guesses get at most MAX_TRIES_PER_CODE comparisons between
 * them, and the row stays locked until this transaction ends (two right tries cannot both
 * use the code). No row: no live code, expired, or out of tries.
 */
async function takeTry(tx: Tx, email: string, now: Date) {
  const [row] = await tx.$queryRaw<{ id: string; code_hmac: string }[]>`
    UPDATE "accounts"."login_codes" SET attempts = attempts + 1
    WHERE id = (
        SELECT id FROM "accounts"."login_codes"
        WHERE email = ${email} AND consumed_at IS NULL
        ORDER BY created_at DESC LIMIT 1
      )
      AND consumed_at IS NULL AND attempts < ${MAX_TRIES_PER_CODE} AND expires_at > ${now}
    RETURNING id, code_hmac`;
  return row ?? null;
}

/** The account the proved mailbox belongs to, created from a pending signup or empty. */
async function signInOrSignUp(tx: Tx, email: string) {
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
}

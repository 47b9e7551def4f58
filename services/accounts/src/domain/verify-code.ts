import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type User } from '@tire/contracts';
import type { Tx } from '../data-access/database.js';
import { lockLiveCodes } from '../data-access/live-codes.js';
import { Prisma as PrismaTypes } from '../generated/prisma/client.js';
import { invalidCode } from './errors.js';
import { loginCodeHmac, MAX_TRIES_PER_CODE, sameHmac } from './login-code.js';
import type { AccountsDeps } from './ports.js';
import { toUser } from './user-view.js';

/**
 * POST /internal/verify-code (the BFF's own call; it then starts the session). Refused with 429
 * while this client is locked out for the e-mail (its repeated wrong codes), while the e-mail is
 * past its ceiling and this client has to wait, or over the rate limits; then one of the e-mail's
 * live codes must match and have a try left. Every failure gives the same 400. Only a wrong code
 * tried while a code is live counts towards a lockout: with no code to guess there is nothing to
 * protect, and counting would let anyone lock any address. A success clears this client's count.
 */
export async function verifyLoginCode(deps: AccountsDeps, input: { email: string; code: string; ip: string }): Promise<User> {
  const { email, code, ip } = input;
  await deps.lockout.check(email, ip);
  await deps.limits.verify.consume({ email, ip });
  const hmac = loginCodeHmac(deps.loginCodeSecret, email, code);
  const now = deps.now();
  const outcome = await deps.prisma.$transaction(async (tx) => {
    const live = (await lockLiveCodes(tx, email, now)).map((row) => row.id);
    if (live.length === 0) return { live: false, user: null };
    const matched = (await takeTries(tx, live)).find((row) => sameHmac(row.code_hmac, hmac));
    // A wrong code returns (not throws) so that the tries it took are committed.
    if (!matched) return { live: true, user: null };
    // The mailbox is proved: every live code of the address is spent, the others included.
    await tx.loginCode.updateMany({ where: { id: { in: live } }, data: { consumedAt: now } });
    return { live: true, user: await signInOrSignUp(tx, email, matched.id) };
  });
  if (!outcome.user) {
    if (outcome.live) await recordWrongCode(deps, email, ip);
    throw invalidCode();
  }
  await deps.lockout.reset(email, ip);
  return toUser(outcome.user, deps.adminEmails);
}

/**
 * Every try, right or wrong, first takes one try of each live code (locked by lockLiveCodes until
 * this transaction ends) that has one left, and is compared with those only: parallel guesses get
 * at most MAX_TRIES_PER_CODE comparisons per code between them, and two right tries cannot both
 * use a code. A code out of tries is dead even for the right digits.
 */
function takeTries(tx: Tx, ids: string[]) {
  return tx.$queryRaw<{ id: string; code_hmac: string }[]>`
    UPDATE "accounts"."login_codes" SET attempts = attempts + 1
    WHERE id IN (${PrismaTypes.join(ids)}) AND attempts < ${MAX_TRIES_PER_CODE}
    RETURNING id, code_hmac`;
}

/** Counts the wrong code; when it starts a lockout, the owner is told (best effort: the lockout holds either way). */
async function recordWrongCode(deps: AccountsDeps, email: string, ip: string) {
  const started = await deps.lockout.recordFailure(email, ip);
  if (!started?.notifyOwner) return;
  try {
    // The owner's language when the address has an account (the request's is the guesser's).
    const stored = (await deps.prisma.user.findUnique({ where: { email }, select: { language: true } }))?.language;
    const language = LANGUAGES.includes(stored as Language) ? (stored as Language) : DEFAULT_LANGUAGE;
    await deps.mailer.sendLockoutNotice({ email, language }, `sign-in-locked-${randomUUID()}`);
  } catch (error) {
    deps.logger.error({ err: error }, 'sign-in lockout e-mail could not be queued');
  }
}

/**
 * The account the proved mailbox belongs to: the existing one, or a new one made from the signup
 * form sent with this very code, or an empty one (profile setup). A login code, or the code of
 * another form for the address, never applies a form: anyone can fill one in for any address.
 */
async function signInOrSignUp(tx: Tx, email: string, codeId: string) {
  const existing = await tx.user.findUnique({ where: { email } });
  const form = await tx.pendingSignup.findUnique({ where: { codeId } });
  // From here on the account exists, and a signup never overwrites one: every waiting form goes.
  await tx.pendingSignup.deleteMany({ where: { email } });
  // An existing account is signed in as it is: signup is not a way to overwrite a profile.
  if (existing) return existing;
  if (form) {
    const { codeId: _codeId, email: _email, createdAt: _createdAt, updatedAt: _updatedAt, ...profile } = form;
    return tx.user.create({ data: { email, ...profile } });
  }
  // A login code for a new address: the account starts with an empty profile (profile setup).
  return tx.user.create({ data: { email } });
}

import type { Language, signupBodySchema } from '@tire/contracts';
import type { z } from 'zod';
import type { Tx } from '../data-access/database.js';
import { lockLiveCodes } from '../data-access/live-codes.js';
import { CodeNotSent } from './errors.js';
import { CODE_TTL_MINUTES, codeExpiry, FRESH_CODE_SECONDS, loginCodeHmac, newLoginCode, type CodePurpose } from './login-code.js';
import type { AccountsDeps } from './ports.js';

export interface RequestContext {
  ip: string;
  language: Language;
}

/**
 * A new code for the e-mail, inside the caller's transaction: older live codes are voided, except
 * those younger than FRESH_CODE_SECONDS (a stranger's request must not void the code the owner
 * was just sent); only the HMAC is stored; `attach` keeps what belongs to this code (a signup's
 * form); and the e-mail job is queued before the transaction commits — if the queue cannot take
 * it, the whole thing rolls back (the old code stays valid, nothing half-sent).
 */
async function issueCode(tx: Tx, deps: AccountsDeps, email: string, purpose: CodePurpose, language: Language, attach?: (codeId: string) => Promise<unknown>) {
  const now = deps.now();
  const code = newLoginCode();
  const freshSince = now.getTime() - FRESH_CODE_SECONDS * 1000;
  const voided = (await lockLiveCodes(tx, email, now)).filter((row) => row.created_at.getTime() <= freshSince).map((row) => row.id);
  if (voided.length > 0) {
    await tx.loginCode.updateMany({ where: { id: { in: voided } }, data: { consumedAt: now } });
    // The form of a voided signup code can never be applied: it goes with its code.
    await tx.pendingSignup.deleteMany({ where: { codeId: { in: voided } } });
  }
  // Created by the service's clock, like its expiry: "younger than a minute" is measured by it.
  const row = await tx.loginCode.create({
    data: { email, purpose, codeHmac: loginCodeHmac(deps.loginCodeSecret, email, code), expiresAt: codeExpiry(now), createdAt: now },
  });
  await attach?.(row.id);
  try {
    await deps.mailer.send({ email, code, purpose, language, expiresInMinutes: CODE_TTL_MINUTES }, `login-code-${row.id}`);
  } catch (error) {
    throw new CodeNotSent(error);
  }
}

/**
 * POST /api/auth/send-code. The answer is the same whether or not the address has an account:
 * a login code for a new address signs it up with an empty profile when verified.
 */
export async function sendLoginCode(deps: AccountsDeps, email: string, context: RequestContext): Promise<void> {
  await deps.limits.send.consume({ email, ip: context.ip });
  await deps.prisma.$transaction((tx) => issueCode(tx, deps, email, 'login', context.language));
}

/**
 * POST /api/auth/signup: the form is kept as the pending signup of the signup code sent with it,
 * and only that code applies it when verified (anyone can fill a form for any address: a login
 * code, or the code of another form for the address, proves the mailbox but not this form). The
 * account is created only then. For an address that already has an account the answer is the
 * same (verification then simply signs in).
 */
export async function signUp(deps: AccountsDeps, body: z.output<typeof signupBodySchema>, context: RequestContext): Promise<void> {
  const { email, ...profile } = body;
  await deps.limits.send.consume({ email, ip: context.ip });
  const data = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    apartment: profile.apartment || null,
    postalCode: profile.postalCode,
    registrationNumber: profile.registrationNumber,
    vehicleModel: profile.vehicleModel,
    tireSize: profile.tireSize,
    language: context.language,
  };
  await deps.prisma.$transaction((tx) =>
    issueCode(tx, deps, email, 'signup', context.language, (codeId) => tx.pendingSignup.create({ data: { codeId, email, ...data } })),
  );
}

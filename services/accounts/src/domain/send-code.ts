import type { Language, signupBodySchema } from '@tire/contracts';
import type { z } from 'zod';
import type { Tx } from '../data-access/database.js';
import { CodeNotSent } from './errors.js';
import { CODE_TTL_MINUTES, codeExpiry, loginCodeHmac, newLoginCode, type CodePurpose } from './login-code.js';
import type { AccountsDeps } from './ports.js';

export interface RequestContext {
  ip: string;
  language: Language;
}

/**
 * A new code for the e-mail, inside the caller's transaction: older live codes are voided, only
 * the HMAC is stored, and the e-mail job is queued before the transaction commits — if the
 * queue cannot take it, the whole thing rolls back (the old code stays valid, nothing half-sent).
 */
async function issueCode(tx: Tx, deps: AccountsDeps, email: string, purpose: CodePurpose, language: Language) {
  const now = deps.now();
  const code = newLoginCode();
  await tx.loginCode.updateMany({ where: { email, consumedAt: null }, data: { consumedAt: now } });
  const row = await tx.loginCode.create({
    data: { email, purpose, codeHmac: loginCodeHmac(deps.loginCodeSecret, email, code), expiresAt: codeExpiry(now) },
  });
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
 * POST /api/auth/signup: the form is kept as a pending signup (a newer form replaces it) and a
 * signup code is sent; the account is created only when the code is verified. For an address
 * that already has an account the answer is the same (verification then simply signs in).
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
  await deps.prisma.$transaction(async (tx) => {
    await tx.pendingSignup.upsert({ where: { email }, create: { email, ...data }, update: data });
    await issueCode(tx, deps, email, 'signup', context.language);
  });
}

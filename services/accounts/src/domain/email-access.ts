import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_ACCESS_LINK_MINUTES,
  EMAIL_ACCESS_RESEND_MINUTES,
  EMAIL_ACCESS_TOKEN_BYTES,
  emailAccessTokenPattern,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  type EmailAccess,
  type Language,
} from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { lockAddress } from '../data-access/live-codes.js';
import { CodeNotSent } from './errors.js';
import type { AccountsDeps } from './ports.js';
import type { RequestContext } from './send-code.js';

/**
 * E-mail access links (@tire/contracts auth/email-access.ts): "send me a link" for my bookings,
 * and what a link proves when it comes back. The accounts service owns them as it owns the login
 * codes: both prove a mailbox, so they share the e-mail budget per address and per client
 * (limits.send), and neither says whether the address is known anywhere.
 */

/** 256 random bits, base64url. */
const newAccessToken = () => randomBytes(EMAIL_ACCESS_TOKEN_BYTES).toString('base64url');

/** All that is kept of a token: its sha256 digest. A token is random, so no key or salt is needed. */
const accessTokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

const linkNotValid = () => HttpError.of('emailAccess.linkNotValid');

/**
 * Mints a link for the address and queues its e-mail, in the asker's language. At most one such
 * e-mail goes to an address in EMAIL_ACCESS_RESEND_MINUTES (asks in between answer the same and
 * send nothing: a stranger cannot flood someone's inbox); the address's lock makes two asks at
 * once count as two. When the queue cannot take the e-mail, the link is not kept (503).
 */
export async function sendEmailAccessLink(deps: AccountsDeps, email: string, context: RequestContext): Promise<{ accepted: true }> {
  const now = deps.now();
  const since = new Date(now.getTime() - EMAIL_ACCESS_RESEND_MINUTES * 60_000);
  const sentLately = (tx: Pick<AccountsDeps['prisma'], 'emailAccessLink'>) =>
    tx.emailAccessLink.findFirst({ where: { email, createdAt: { gt: since } }, select: { id: true } });
  // An ask that would send nothing costs no e-mail budget (it cannot spend the owner's).
  if (await sentLately(deps.prisma)) return { accepted: true };
  await deps.limits.send.consume({ email, ip: context.ip });
  await deps.prisma.$transaction(async (tx) => {
    await lockAddress(tx, `email-access ${email}`);
    if (await sentLately(tx)) return;
    const accessToken = newAccessToken();
    const row = await tx.emailAccessLink.create({
      data: {
        email,
        tokenHash: accessTokenDigest(accessToken),
        language: context.language,
        expiresAt: new Date(now.getTime() + EMAIL_ACCESS_LINK_MINUTES * 60_000),
        createdAt: now,
      },
    });
    try {
      await deps.mailer.sendAccessLink(
        { email, accessToken, language: context.language, expiresInMinutes: EMAIL_ACCESS_LINK_MINUTES },
        `email-access-${row.id}`,
      );
    } catch (error) {
      throw new CodeNotSent(error);
    }
  });
  return { accepted: true };
}

/**
 * The identity a live link proves, or the one neutral 404 (unknown, forged, malformed and expired
 * alike). The row is found by the token's digest, which a guesser cannot steer, and the digests
 * are compared again in constant time. A link may be opened any number of times while it lives.
 */
export async function resolveEmailAccess(deps: Pick<AccountsDeps, 'prisma' | 'now' | 'adminEmails'>, token: string): Promise<EmailAccess> {
  if (!emailAccessTokenPattern.test(token)) throw linkNotValid();
  const digest = accessTokenDigest(token);
  const row = await deps.prisma.emailAccessLink.findUnique({ where: { tokenHash: digest } });
  if (!row || row.tokenHash.length !== digest.length || !timingSafeEqual(row.tokenHash, digest)) throw linkNotValid();
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw linkNotValid();
  const language: Language = LANGUAGES.includes(row.language as Language) ? (row.language as Language) : DEFAULT_LANGUAGE;
  // The BFF refuses an administrator's erasure through the link before cancelling anything.
  return { email: row.email, language, expiresAt: row.expiresAt.toISOString(), isAdmin: deps.adminEmails.has(row.email.trim().toLowerCase()) };
}

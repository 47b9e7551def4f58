import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '@tire/contracts';

/** How long a code can be used. */
export const CODE_TTL_MINUTES = 10;
/**
 * Tries a code has, the right one included: after five wrong ones the next try is refused even
 * with the right digits. Each try takes one with a single conditional UPDATE (verify-code.ts).
 */
export const MAX_TRIES_PER_CODE = 5;

/**
 * A new code does not void one younger than this: otherwise anyone who knows an address could
 * void the code its owner was just sent by asking for another (both then stay usable; a sign-in
 * spends them all).
 */
export const FRESH_CODE_SECONDS = 60;

export type CodePurpose = 'login' | 'signup';

/** Six digits from the operating system's secure random source, leading zeros kept. */
export function newLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/**
 * The only form in which a code is stored: an HMAC keyed by the server's secret and bound to the
 * e-mail, so a database dump neither shows codes nor lets anyone test the million candidates
 * without the secret, and a code is worthless for any other address.
 */
export function loginCodeHmac(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of two hex HMACs. */
export function sameHmac(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const codeExpiry = (now: Date) => new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);

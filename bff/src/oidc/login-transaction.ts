import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { API_PATHS } from '@tire/contracts/paths';
import type { OidcSettings } from './oidc-settings.js';
import { requestCookie } from '../middleware/request-cookie.js';

/** What the callback must check against: the values sent with the authorization request. */
export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Unix seconds; a callback after this is refused. */
  expiresAt: number;
  /** The page that asked for the login (checked with safeReturnPath), to return to afterwards. */
  returnTo?: string;
}

const TRANSACTION_COOKIE = 'oidc_tx';
/**
 * With secure cookies (production) the cookie is `__Host-oidc_tx`: browsers take such a cookie
 * only from HTTPS, with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant a login
 * transaction of its own. Over plain http (development) a `__Host-` cookie would be dropped, so
 * there it keeps the plain name and the callback's path (only the callback needs it).
 */
const SECURE_TRANSACTION_COOKIE = '__Host-oidc_tx';

const cookieOf = (settings: Pick<OidcSettings, 'secureCookies'>) =>
  settings.secureCookies
    ? { name: SECURE_TRANSACTION_COOKIE, options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/' } as const }
    : { name: TRANSACTION_COOKIE, options: { httpOnly: true, sameSite: 'lax', secure: false, path: API_PATHS.login } as const };

/**
 * The login transaction lives in its own short-lived cookie, sealed with AES-256-GCM under a key
 * derived from the session secret: the browser can neither read the PKCE verifier nor forge a
 * state. It is independent of the session (which is regenerated at sign-in) and an abandoned
 * login leaves nothing behind in Redis. SameSite=Lax: the provider's redirect back is a
 * top-level GET navigation, so the cookie is sent with it.
 */
function key(secret: string) {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'tire-bff', 'oidc-login-transaction', 32));
}

export function seal(transaction: LoginTransaction, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The transaction, or null when the value is missing, tampered with, sealed with another key or expired. */
export function unseal(value: string | undefined, secret: string, now = Date.now()): LoginTransaction | null {
  if (!value) return null;
  const [iv, tag, body] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(secret), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const transaction = JSON.parse(text) as LoginTransaction;
    return transaction.expiresAt * 1000 > now ? transaction : null;
  } catch {
    return null;
  }
}

export function saveTransaction(res: Response, transaction: LoginTransaction, settings: OidcSettings) {
  const cookie = cookieOf(settings);
  res.cookie(cookie.name, seal(transaction, settings.secret), { ...cookie.options, maxAge: settings.transactionTtlSeconds * 1000 });
}

/** Reads the transaction and clears the cookie: a transaction is good for one callback only. */
export function takeTransaction(req: Request, res: Response, settings: OidcSettings): LoginTransaction | null {
  const cookie = cookieOf(settings);
  const transaction = unseal(requestCookie(req, cookie.name), settings.secret);
  res.clearCookie(cookie.name, cookie.options);
  return transaction;
}

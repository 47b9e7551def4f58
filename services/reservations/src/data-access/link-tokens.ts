import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets in the links the service mails (a guest's manage link, a waitlist offer or leave
 * link, a season invitation) are kept the same way: the table holds only a digest, so a leaked
 * table opens no booking. One place, so the three tables cannot drift apart.
 */

/** 256 random bits, base64url: the token a waitlist or invitation link carries. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What a table keeps of a token: its sha256 digest (32 bytes), never the token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

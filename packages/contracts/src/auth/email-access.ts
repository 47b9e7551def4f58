import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { LINK_TOKEN_PATTERN, linkTokenParamSchema } from '../common/link-tokens.js';
import { API_PATHS } from '../paths.js';
import { LANGUAGES } from '../constants.js';
import { emailSchema } from './auth.js';
import { href } from '../pages.js';

/**
 * An e-mail access link: proof, for EMAIL_ACCESS_LINK_MINUTES, that whoever holds it reads the
 * mailbox of one address. "My bookings" (/my-bookings#token=…) is its first use; a guest's data
 * export and deletion (issue 26, part 5) reuse the same identity.
 *
 * The accounts service owns it, as it owns the other proof of a mailbox (the login codes): the
 * token is 256 random bits (base64url, 43 characters), kept only as its sha256 digest with the
 * address (lower-cased and trimmed), the asker's language and its expiry. It travels in the
 * page's fragment (never sent to a server, never in a Referer), then in the path of
 * getMyBookings, which every part's log redaction masks (`token`).
 */
export const EMAIL_ACCESS_LINK_MINUTES = 15;
/** An address gets at most one link e-mail in this many minutes (more asks answer the same, and send nothing). */
export const EMAIL_ACCESS_RESEND_MINUTES = 2;
/** Bytes of randomness of a token (256 bits). */
export const EMAIL_ACCESS_TOKEN_BYTES = 32;
/** A token as minted: base64url of 32 bytes, no padding. */
export const emailAccessTokenPattern = LINK_TOKEN_PATTERN;
/** The fragment's parameter that carries the token (as the manage link's). */
export const EMAIL_ACCESS_FRAGMENT_PARAM = 'token';

/** The one answer to a link that opens nothing: unknown, forged, malformed and expired read the same. */
export const EMAIL_ACCESS_MESSAGES = {
  linkNotValid: 'This link is not valid or has expired',
} as const;

/** The token in a path (a malformed one names nothing, as the neutral 404: linkTokenParamSchema). */
export const emailAccessTokenParamsSchema = z.object({ token: linkTokenParamSchema });

/** "Send me a link": the same 202 answer whether or not the address has bookings, orders or an account. */
export const requestMyBookingsLinkBodySchema = z.object({ email: emailSchema });
export const requestMyBookingsLink = defineCall({
  method: 'POST',
  path: API_PATHS.requestMyBookingsLink,
  body: requestMyBookingsLinkBodySchema,
  response: z.object({ accepted: z.literal(true) }),
});

/** What a live link proves: the address (normalised), the asker's language and until when. */
export const emailAccessSchema = z.object({
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** ISO 8601. */
  expiresAt: z.string(),
  /**
   * The address is an administrator's (ADMIN_EMAILS): its data cannot be erased through the link
   * (409), as for a signed-in administrator. Only the BFF sees it; "my bookings" never shows it.
   */
  isAdmin: z.boolean().optional(),
});
export type EmailAccess = z.infer<typeof emailAccessSchema>;

/** The BFF: the identity a link's token proves, or the neutral 404 (body, not path: nothing to log). */
export const resolveEmailAccess = defineCall({
  method: 'POST',
  path: API_PATHS.resolveEmailAccess,
  body: z.object({ token: z.string().max(200) }),
  response: emailAccessSchema,
});

/** The "my bookings" page's address for a token, under the site's public URL (the e-mail's link). */
export const myBookingsUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${href('myBookings', undefined, `${EMAIL_ACCESS_FRAGMENT_PARAM}=${encodeURIComponent(token)}`)}`;

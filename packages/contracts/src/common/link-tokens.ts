import { z } from 'zod';

/**
 * The links e-mails carry (a guest's manage link, a waitlist offer or leave link, a season
 * invitation, "my bookings" access) share one kind of token: 256 random bits, minted by a service
 * and kept there only as a digest, carried in the page address's fragment (never sent to a server
 * but in a call's path, which the logs mask). One definition, so the links cannot drift apart.
 * Not exported from the package index: each link names its own pattern and parameters.
 */

/** A link token as minted: base64url of 32 bytes, no padding. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A link token in a call's path. Any text passes (a malformed or over-long one becomes '', which
 * names nothing), so the BFF's validation never answers differently from the service's neutral 404.
 */
export const linkTokenParamSchema = z
  .string()
  .catch('')
  .transform((token) => (LINK_TOKEN_PATTERN.test(token) ? token : ''));

/**
 * The e-mails' link to a page that reads its token from the fragment: `<public URL><page>#<param>=<token>`,
 * under the site's public URL (a trailing slash of it dropped).
 */
export const tokenLinkUrl =
  (pagePath: string, param: string) =>
  (publicUrl: string, token: string): string =>
    `${publicUrl.replace(/\/+$/, '')}${pagePath}#${param}=${encodeURIComponent(token)}`;

import type { RequestHandler } from 'express';
import { MANAGE_BOOKING_PAGE, PAGE_PATHS } from '@tire/contracts';

/** Stripe.js and its frames, used by the checkout when the payments service runs on Stripe. */
const STRIPE = { script: 'https://js.stripe.com', frames: 'https://js.stripe.com https://hooks.stripe.com', api: 'https://api.stripe.com' };

/** The Content-Security-Policy of the shell's pages for these remote origins. */
function contentSecurityPolicy(origins: string[]): string {
  const remotes = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${STRIPE.script}`,
    // Components set inline style attributes; styles cannot run code, so this is the accepted trade-off.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    "img-src 'self' data: https:",
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes} ${STRIPE.api}`,
    `frame-src ${STRIPE.frames}`,
    // No one may put this site in a frame: the admin's buttons cannot be clickjacked.
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}

/**
 * Pages whose address may carry a secret on arrival (a guest's manage link, a "my bookings" link,
 * a waitlist offer and a waitlist leave link bring their token in the fragment, which the page
 * removes at once): they send no referrer at all, not even the origin.
 */
const NO_REFERRER_PAGES = new Set<string>([MANAGE_BOOKING_PAGE, PAGE_PATHS.myBookings, PAGE_PATHS.waitlistOffer, PAGE_PATHS.leaveWaitlist]);

/** API answers are data, never documents: nothing may load or frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser defences on every answer: a CSP whose script sources are this site and the allow-listed
 * remote origins (REMOTE_ORIGINS: a list of its own, never read from the registry it guards, so a
 * changed registry cannot open the page to a new origin), no framing, no MIME sniffing, a referrer
 * that never carries paths or tracking codes to other sites, and HSTS in production (HTTPS only
 * from then on).
 */
export function securityHeaders(options: { remoteOrigins: string[]; production: boolean }): RequestHandler {
  const pagePolicy = contentSecurityPolicy(options.remoteOrigins);
  return (req, res, next) => {
    // eslint-disable-next-line no-restricted-syntax -- a prefix, not a call: every /api answer gets the API policy
    const api = req.path.startsWith('/api/') || req.path === '/api';
    res.setHeader('Content-Security-Policy', api ? API_POLICY : pagePolicy);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', NO_REFERRER_PAGES.has(req.path.replace(/\/+$/, '')) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

import type { RequestHandler } from 'express';
import { readRemotesRegistry } from '../routes/remotes-registry.js';

/** Stripe.js and its frames, used by the checkout when the payments service runs on Stripe. */
const STRIPE = { script: 'https://js.stripe.com', frames: 'https://js.stripe.com https://hooks.stripe.com', api: 'https://api.stripe.com' };

/** The origins the remotes registry points at: the only places scripts and styles may come from besides this site. */
export function remoteOrigins(registry: { remotes: { entry: string }[] }): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // A relative entry is served from this origin: 'self' covers it.
    }
  }
  return [...origins];
}

/** The Content-Security-Policy of the shell's pages for these remote origins. */
export function contentSecurityPolicy(origins: string[]): string {
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
 * Browser defences on every answer: a CSP whose script sources are this site and the registry's
 * remote origins (re-read at most every few seconds, so a remote moved to a new origin is allowed
 * without a restart), no framing, no MIME sniffing, a referrer that never carries paths or
 * tracking codes to other sites, and HSTS in production (HTTPS only from then on).
 */
export function securityHeaders(options: {
  registry: { file: string; json: string | undefined };
  production: boolean;
  cacheMs?: number;
}): RequestHandler {
  const cacheMs = options.cacheMs ?? 5_000;
  let cached = { policy: contentSecurityPolicy([]), at: 0 };
  let refreshing: Promise<void> | undefined;
  const refresh = () =>
    (refreshing ??= readRemotesRegistry(options.registry)
      .then((registry) => {
        cached = { policy: contentSecurityPolicy(remoteOrigins(registry)), at: Date.now() };
      })
      // An unreadable registry keeps the last good policy (or the strict one without remotes).
      .catch(() => {
        cached = { ...cached, at: Date.now() };
      })
      .finally(() => {
        refreshing = undefined;
      }));

  return async (_req, res, next) => {
    if (Date.now() - cached.at > cacheMs) await refresh();
    res.setHeader('Content-Security-Policy', cached.policy);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

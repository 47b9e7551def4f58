import type { RemoteName } from '../remotes/remote-pages-loader.js';

/** The spec's route table (section 2): who may see which path. Anything else is a 404. */
export const EVERYONE_PATHS = ['/login', '/signup', '/privacy-policy', '/about', '/contact', '/checkout', '/payment-success', '/track-order'] as const;
/** Also applies while the current user is still being loaded. */
export const SIGNED_OUT_PATHS = ['/', '/tire-change', '/tire-shop'] as const;
export const SIGNED_IN_PATHS = ['/', '/tire-change', '/tire-shop', '/dashboard', '/my-reservations', '/profile-setup', '/admin'] as const;

/** Which remote owns a path; paths not listed here are the shell's own pages. */
export const REMOTE_OWNERS: Record<string, RemoteName> = {
  '/tire-change': 'booking',
  '/track-order': 'booking',
  '/tire-shop': 'shop',
  '/checkout': 'shop',
  '/payment-success': 'shop',
  '/login': 'account',
  '/signup': 'account',
  '/profile-setup': 'account',
  '/dashboard': 'account',
  '/my-reservations': 'account',
  '/admin': 'admin',
};

/** The paths a visitor may open: everyone's plus those of the signed-in or signed-out set. */
export function visiblePaths(signedIn: boolean): string[] {
  return [...new Set<string>([...EVERYONE_PATHS, ...(signedIn ? SIGNED_IN_PATHS : SIGNED_OUT_PATHS)])];
}

/** A path that only exists once signed in (used to wait for the current user instead of flashing a 404). */
export const isSignedInOnly = (path: string) =>
  (SIGNED_IN_PATHS as readonly string[]).includes(path) && !(SIGNED_OUT_PATHS as readonly string[]).includes(path);

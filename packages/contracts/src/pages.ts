/**
 * The spec's page route table (section 2): who may see which path. The shell renders these; the
 * BFF answers any other page path with HTTP 404 (and the shell's 404 page).
 */
export const EVERYONE_PATHS = [
  '/login',
  '/signup',
  '/privacy-policy',
  '/about',
  '/contact',
  '/checkout',
  '/payment-success',
  '/track-order',
  '/manage-booking',
] as const;
/** Also applies while the current user is still being loaded. */
export const SIGNED_OUT_PATHS = ['/', '/tire-change', '/tire-shop'] as const;
export const SIGNED_IN_PATHS = ['/', '/tire-change', '/tire-shop', '/dashboard', '/my-reservations', '/profile-setup', '/admin'] as const;

const ALL_PAGE_PATHS = new Set<string>([...EVERYONE_PATHS, ...SIGNED_OUT_PATHS, ...SIGNED_IN_PATHS]);

/** A path (trailing slashes ignored) that is a page for some visitor, signed in or not. */
export const isPagePath = (path: string) => ALL_PAGE_PATHS.has(path.replace(/\/+$/, '') || '/');

/** Pages a visitor is never sent back to after signing in. */
const NOT_RETURNED_TO = new Set(['/login', '/signup']);

/**
 * Where to go back after signing in ("?returnTo=/tire-shop"): only a page of this site, given as
 * a path (never "//host" or a scheme, so no open redirect), with its query and hash; null
 * otherwise.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid' || !isPagePath(url.pathname) || NOT_RETURNED_TO.has(url.pathname.replace(/\/+$/, ''))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query parameter that carries it. */
export const RETURN_TO_PARAM = 'returnTo';

/** The query parameter of /login that says why a Google sign-in came back there. */
export const LOGIN_ERROR_PARAM = 'error';
/**
 * Its values: `oidc`, the sign-in failed (any step); `oidc-account-exists`, the e-mail address
 * has an account whose owner signs in with a code first (then Google links to it).
 */
export const LOGIN_ERRORS = { oidc: 'oidc', oidcAccountExists: 'oidc-account-exists' } as const;

/**
 * The spec's page route table (section 2): who may see which path. The shell renders these; the
 * BFF answers any other page path with HTTP 404 (and the shell's 404 page).
 */
export const EVERYONE_PATHS = ['/login', '/signup', '/privacy-policy', '/about', '/contact', '/checkout', '/payment-success', '/track-order'] as const;
/** Also applies while the current user is still being loaded. */
export const SIGNED_OUT_PATHS = ['/', '/tire-change', '/tire-shop'] as const;
export const SIGNED_IN_PATHS = ['/', '/tire-change', '/tire-shop', '/dashboard', '/my-reservations', '/profile-setup', '/admin'] as const;

const ALL_PAGE_PATHS = new Set<string>([...EVERYONE_PATHS, ...SIGNED_OUT_PATHS, ...SIGNED_IN_PATHS]);

/** A path (trailing slashes ignored) that is a page for some visitor, signed in or not. */
export const isPagePath = (path: string) => ALL_PAGE_PATHS.has(path.replace(/\/+$/, '') || '/');

/**
 * Every page of the site by name: the one place a page path is written. Links are made with
 * `href(name, query?, fragment?)` (remotes, shell, e-mails, the BFF's redirects); the lint refuses a
 * page path written by hand elsewhere (eslint.config.mjs), as it does for /api paths.
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  tireChange: '/tire-change',
  trackOrder: '/track-order',
  manageBooking: '/manage-booking',
  myBookings: '/my-bookings',
  waitlistOffer: '/waitlist-offer',
  leaveWaitlist: '/leave-waitlist',
  orderFitting: '/order-fitting',
  tireShop: '/tire-shop',
  checkout: '/checkout',
  paymentSuccess: '/payment-success',
  login: '/login',
  signup: '/signup',
  profileSetup: '/profile-setup',
  dashboard: '/dashboard',
  myReservations: '/my-reservations',
  admin: '/admin',
} as const;
export type PageName = keyof typeof PAGE_PATHS;

/** The query parameters each page's links may carry (the spec's names: a tracking code is `code` on the track page, `tracking_code` at checkout). */
export interface PageQuery {
  checkout: { tracking_code?: string; orderId?: string | number };
  trackOrder: { code?: string };
  paymentSuccess: Record<string, string | undefined>;
  login: { returnTo?: string; error?: string };
  signup: { returnTo?: string };
  profileSetup: { returnTo?: string };
  /** The season change of a stored set: the booking form pre-filled from it (season-change.ts). */
  tireChange: { tireSet?: string | number };
  /** The shop filtered by a tire size ("My tires" suggests a worn set's size). */
  tireShop: { size?: string };
  orderFitting: { orderId: string | number };
}
type QueryOf<P extends PageName> = P extends keyof PageQuery ? PageQuery[P] : Record<string, never>;

/**
 * A link to a page: its path, the query (empty values left out, every value encoded) and the
 * fragment, e.g. href('checkout', { tracking_code: 'TIRE-ABC234' }) is "/checkout?tracking_code=TIRE-ABC234".
 */
export function href<P extends PageName>(page: P, query?: QueryOf<P>, fragment?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, string | number | undefined>)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${PAGE_PATHS[page]}${search ? `?${search}` : ''}${fragment ? `#${fragment}` : ''}`;
}

/**
 * The spec's page route table (section 2): who may see which path. The shell renders these; the
 * BFF answers any other page path with HTTP 404 (and the shell's 404 page).
 */
const P = PAGE_PATHS;
export const EVERYONE_PATHS = [
  P.login,
  P.signup,
  P.privacyPolicy,
  P.about,
  P.contact,
  P.checkout,
  P.paymentSuccess,
  P.trackOrder,
  P.manageBooking,
  P.myBookings,
  P.waitlistOffer,
  P.leaveWaitlist,
] as const;
/** Also applies while the current user is still being loaded. */
export const SIGNED_OUT_PATHS = [P.home, P.tireChange, P.tireShop] as const;
export const SIGNED_IN_PATHS = [P.home, P.tireChange, P.tireShop, P.dashboard, P.myReservations, P.profileSetup, P.admin] as const;

const ALL_PAGE_PATHS = new Set<string>([...EVERYONE_PATHS, ...SIGNED_OUT_PATHS, ...SIGNED_IN_PATHS]);

/** A path (trailing slashes ignored) that is a page for some visitor, signed in or not. */
export const isPagePath = (path: string) => ALL_PAGE_PATHS.has(path.replace(/\/+$/, '') || '/');

/** Pages a visitor is never sent back to after signing in. */
const NOT_RETURNED_TO = new Set<string>([P.login, P.signup]);

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

import { EVERYONE_PATHS, PAGE_PATHS, SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from '@tire/contracts';
import type { RemoteName } from '../remotes/remote-pages-loader.js';
import type { DeclaredPage } from '../remotes/registry-pages.js';

/** Which remote owns a path; paths not listed here are the shell's own pages. */
export const REMOTE_OWNERS: Record<string, RemoteName> = {
  [PAGE_PATHS.tireChange]: 'booking',
  [PAGE_PATHS.trackOrder]: 'booking',
  [PAGE_PATHS.manageBooking]: 'booking',
  [PAGE_PATHS.myBookings]: 'booking',
  [PAGE_PATHS.waitlistOffer]: 'booking',
  [PAGE_PATHS.leaveWaitlist]: 'booking',
  [PAGE_PATHS.tireShop]: 'shop',
  [PAGE_PATHS.checkout]: 'shop',
  [PAGE_PATHS.paymentSuccess]: 'shop',
  [PAGE_PATHS.login]: 'account',
  [PAGE_PATHS.signup]: 'account',
  [PAGE_PATHS.profileSetup]: 'account',
  [PAGE_PATHS.dashboard]: 'account',
  [PAGE_PATHS.myReservations]: 'account',
  [PAGE_PATHS.admin]: 'admin',
};

/** The paths a visitor may open: everyone's plus those of the signed-in or signed-out set. */
export function visiblePaths(signedIn: boolean): string[] {
  return [...new Set<string>([...EVERYONE_PATHS, ...(signedIn ? SIGNED_IN_PATHS : SIGNED_OUT_PATHS)])];
}

/** A path that only exists once signed in (used to wait for the current user instead of flashing a 404). */
export const isSignedInOnly = (path: string) =>
  (SIGNED_IN_PATHS as readonly string[]).includes(path) && !(SIGNED_OUT_PATHS as readonly string[]).includes(path);

/** A page path as the routes name it: trailing slashes dropped ("/admin/" is "/admin"). */
export const routePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The remote whose page a visitor opening `pathname` will see first: its owner, when the path
 * is one of the visitor's pages (a guest on /dashboard is sent to log in instead).
 */
export function remoteOwnerOf(pathname: string, signedIn: boolean): RemoteName | undefined {
  const path = routePath(pathname);
  return visiblePaths(signedIn).includes(path) ? REMOTE_OWNERS[path] : undefined;
}

/** Whether a visitor may open a page a remote declares (everyone, signed-out, signed-in, admin). */
export const mayOpen = (page: DeclaredPage, signedIn: boolean, isAdmin: boolean) =>
  page.access === 'everyone' || (page.access === 'signed-out' ? !signedIn : page.access === 'signed-in' ? signedIn : signedIn && isAdmin);

/** The pages remotes declare beyond the spec's table: a new page ships with its remote's release. */
export const newPages = (declared: DeclaredPage[]) => declared.filter((page) => !(page.path in REMOTE_OWNERS) && !visiblePaths(true).includes(page.path));

// "Your data" (download and erasure), shown by the account page and the guests' "my bookings" page.
// A subpath of its own, not the shared platform singleton: its confirmation dialog (Radix, about
// 40 KB minified) is no part of any first page load; each remote that shows the panel bundles it.
export * from './personal-data-panel.js';

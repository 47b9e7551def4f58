import { useSyncExternalStore } from 'react';
import { useClock } from '@tire/platform';

/** The root's attribute that says which year the server's HTML (the prerendered page) shows. */
export const RENDERED_YEAR_ATTRIBUTE = 'data-rendered-year';

const noSubscription = () => () => {};

function renderedYear(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const year = Number(document.getElementById('root')?.getAttribute(RENDERED_YEAR_ATTRIBUTE));
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

/**
 * The current year, for the footer's copyright line. A page hydrated from HTML prerendered in
 * another year (a build from December served in January) first shows that HTML's year, as React
 * needs, and then the current one; never a hydration mismatch.
 */
export function useCurrentYear(): number {
  const clock = useClock();
  const year = () => clock.now().getFullYear();
  return useSyncExternalStore(noSubscription, year, () => renderedYear() ?? year());
}

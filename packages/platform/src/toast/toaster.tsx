import { lazy, Suspense, useRef } from 'react';
import { useToasts } from './toast-store.js';

// The Radix toast code costs ~11 KB gzip on every first load, yet nothing needs it before the
// first toast: it is fetched then (a toast raised meanwhile waits in the store and shows up).
const RadixToaster = lazy(() => import('./radix-toaster.js').then((module) => ({ default: module.RadixToaster })));

/** The notification region: one toast at a time, 5 s, swipe 50 px to dismiss, F8 focuses it. */
export function Toaster() {
  const toasts = useToasts();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}

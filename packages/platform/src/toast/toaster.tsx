import { useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { TOAST } from '@tire/contracts';
import { ErrorBoundary } from '../errors/error-boundary.js';
import { translate } from '../i18n/platform-messages.js';
import { whenBackOnline } from '../network/connection-status.js';
import { dismissToast, markToastShown, useToasts } from './toast-store.js';

/**
 * Where the Radix toaster's code comes from: a chunk of its own (~11 KB gzip), kept out of the
 * first render's critical path. Tests replace `load` to play a network that is gone.
 */
export const toasterChunk = { load: () => import('./radix-toaster.js') };

let RadixToaster: ComponentType | undefined;
let loading: Promise<void> | undefined;
const readyListeners = new Set<() => void>();

/**
 * Fetches the toaster's code now. The shell calls it at start-up, so the first toast of a visit
 * never needs the network: a toast is often the news that the network is gone (a booking or a
 * payment that could not be sent), and a toaster fetched only then failed with it and took the
 * page down. Safe to call again; a failed fetch is tried again on the next call.
 */
export function preloadToaster(): Promise<void> {
  if (RadixToaster) return Promise.resolve();
  loading ??= toasterChunk.load().then(
    (module) => {
      RadixToaster = module.RadixToaster;
      readyListeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const tryPreload = () => {
  preloadToaster().catch((error: unknown) => console.warn('[platform] toaster code not loaded yet; toasts show in plain form', error));
};

const subscribeReady = (listener: () => void) => {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
};
// The server's HTML (the shell's prerendered pages) has no toaster's code: a page hydrates as the
// plain region, then takes the loaded one, whenever its code arrived.
const useLoadedToaster = () =>
  useSyncExternalStore(
    subscribeReady,
    () => RadixToaster,
    () => undefined,
  );

/**
 * The notification region: one toast at a time, 5 s, swipe 50 px to dismiss, F8 focuses it
 * (Radix). Until its code is there (or if it cannot be fetched, offline) the same toasts show
 * in a plain region of this module, so a toast is never lost and never breaks the page.
 */
export function Toaster() {
  const Loaded = useLoadedToaster();
  const toasts = useToasts();
  useEffect(() => {
    if (Loaded) return undefined;
    tryPreload();
    return whenBackOnline(tryPreload);
  }, [Loaded]);
  // A toast while the code is still missing: one more try (the network may be back).
  const waiting = !Loaded && toasts.some((item) => item.open);
  useEffect(() => {
    if (waiting) tryPreload();
  }, [waiting]);
  if (!Loaded) return <PlainToaster />;
  return (
    <ErrorBoundary area="toaster" fallback={() => <PlainToaster />}>
      <Loaded />
    </ErrorBoundary>
  );
}

/** The open toasts as plain text with a close button; each closes after the spec's 5 s. */
function PlainToaster() {
  const toasts = useToasts();
  const open = useMemo(() => toasts.filter((item) => item.open), [toasts]);
  useEffect(() => {
    const timers = open.map((item) => setTimeout(() => dismissToast(item.id), TOAST.durationMs));
    return () => timers.forEach(clearTimeout);
  }, [open]);
  if (open.length === 0) return null;
  return (
    <section aria-label={translate('toast.region').replace('{hotkey}', TOAST.hotkey)}>
      <ol className="toast-viewport">
        {open.map((item) => (
          <li
            key={item.id}
            className={`toast toast--${item.variant ?? 'default'}`}
            data-testid="toast"
            role="status"
            aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
            aria-atomic="true"
            ref={(element) => {
              if (element) markToastShown(item.id);
            }}
          >
            <p className="toast__title">{item.title}</p>
            {item.description && <p className="toast__description">{item.description}</p>}
            <button type="button" className="toast__close" aria-label={translate('toast.close')} onClick={() => dismissToast(item.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useSyncExternalStore } from 'react';
import { TOAST } from '@tire/contracts';
import { systemClock, type Clock } from '../clock/clock.js';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /**
   * The toast announces the navigation that follows it ("signed in", "booked, on to checkout"):
   * it stays open on the next page, and closes on the one after.
   */
  carriedToNextPage?: boolean;
  open: boolean;
  /** The path of the page it was raised on: leaving that page closes it (no stale toasts). */
  page: string;
}

type NewToast = Omit<ToastMessage, 'id' | 'open' | 'page'>;
/** The page being shown, as the shell's router last said (see closeToastsOfOtherPages). */
let currentPage: string = globalThis.location?.pathname ?? '/';

/**
 * Toasts live outside React and Redux so that any remote, hook or listener can raise one.
 * At most TOAST.limit are kept: a new toast replaces the visible one.
 */
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: NewToast): number {
  const id = nextId++;
  toasts = [{ ...message, id, open: true, page: currentPage }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

/** Closes a toast; it is removed from memory after the spec's (very long) removal delay. */
export function dismissToast(id: number) {
  toasts = toasts.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== id);
    emit();
  }, TOAST.removeDelayMs);
}

/**
 * A new page: toasts raised on another page close, except one that announced this navigation
 * (it now belongs to this page). Called by the shell on every change of path, in a layout effect,
 * so before the new page's own effects raise their toasts.
 */
export function closeToastsOfOtherPages(path: string) {
  currentPage = path;
  let changed = false;
  for (const item of toasts) {
    if (!item.open || item.page === path) continue;
    changed = true;
    if (item.carriedToNextPage) toasts = toasts.map((other) => (other.id === item.id ? { ...other, page: path, carriedToNextPage: false } : other));
    else dismissToast(item.id);
  }
  if (changed) emit();
}

/** Ids of the toasts the toaster has put on screen, and the actions waiting for that. */
const shown = new Set<number>();
const waitingForShown = new Map<number, () => void>();

/** Called by the toaster once a toast is on screen. */
export function markToastShown(id: number) {
  if (shown.has(id)) return;
  shown.add(id);
  waitingForShown.get(id)?.();
  waitingForShown.delete(id);
}

/** After this long, an action waiting for its toast runs anyway (the toaster's code could not load). */
const SHOW_WAIT_MS = 2_000;

/**
 * The spec's "toast, then go on after N ms" (redirects after a login-required toast, a booking,
 * a sign-up): the delay counts from when the toast is on screen (the toaster's code may still be
 * on its way at the start of a visit). The waits run on `clock` (the page's, see useClock).
 * Returns a cancel function.
 */
export function toastThen(message: NewToast, delayMs: number, then: () => void, clock: Clock = systemClock): () => void {
  const id = toast({ carriedToNextPage: true, ...message });
  let cancelDelay: (() => void) | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    waitingForShown.delete(id);
    cancelFallback();
    cancelDelay = clock.after(delayMs, then);
  };
  const cancelFallback = clock.after(SHOW_WAIT_MS, start);
  // Without a toaster on the page (a remote's page test) nothing will ever show it: count from now.
  if (shown.has(id) || listeners.size === 0) start();
  else waitingForShown.set(id, start);
  return () => {
    started = true;
    waitingForShown.delete(id);
    cancelFallback();
    cancelDelay?.();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** What the server's HTML showed: no toast (a page hydrates without one, then shows any open one). */
const NO_TOASTS: typeof toasts = [];
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );

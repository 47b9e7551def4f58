import { useSyncExternalStore } from 'react';
import { TOAST } from '@tire/contracts';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
}

/**
 * Toasts live outside React and Redux so that any remote, hook or listener can raise one.
 * At most TOAST.limit are kept: a new toast replaces the visible one.
 */
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  toasts = [{ ...message, id, open: true }, ...toasts].slice(0, TOAST.limit);
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
 * a sign-up): the delay counts from when the toast is on screen, since the toaster's code is only
 * fetched with the first toast of a visit. Returns a cancel function.
 */
export function toastThen(message: Omit<ToastMessage, 'id' | 'open'>, delayMs: number, then: () => void): () => void {
  const id = toast(message);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    waitingForShown.delete(id);
    clearTimeout(fallback);
    timer = setTimeout(then, delayMs);
  };
  const fallback = setTimeout(start, SHOW_WAIT_MS);
  // Without a toaster on the page (a remote's page test) nothing will ever show it: count from now.
  if (shown.has(id) || listeners.size === 0) start();
  else waitingForShown.set(id, start);
  return () => {
    started = true;
    waitingForShown.delete(id);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useToasts = () => useSyncExternalStore(subscribe, () => toasts, () => toasts);

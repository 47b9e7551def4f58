import { useSyncExternalStore } from 'react';

/**
 * Whether the site can reach its server, as the browser and the last /api request say:
 * `offline` when the browser knows it has no network, `unreachable` when a request failed
 * before any answer came (a dropped mobile connection, a captive portal), `online` otherwise.
 * A request that gets any answer, or the browser's `online` event, clears `unreachable`.
 * Outside React and Redux, like the toasts, so the base query can report to it.
 */
export type ConnectionStatus = 'online' | 'offline' | 'unreachable';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let requestFailed = false;
let status: ConnectionStatus = browserOffline() ? 'offline' : 'online';
const listeners = new Set<() => void>();

function update() {
  const next: ConnectionStatus = browserOffline() ? 'offline' : requestFailed ? 'unreachable' : 'online';
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', update);
  window.addEventListener('online', () => {
    requestFailed = false;
    update();
  });
}

/** Called by the base query: a request failed at the network level (true) or got an answer (false). */
export function reportRequestReachedServer(reached: boolean) {
  requestFailed = !reached;
  update();
}

export const connectionStatus = (): ConnectionStatus => {
  update();
  return status;
};

/** Runs `then` once, when the browser says it is back online; returns a function that cancels it. */
export function whenBackOnline(then: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = () => then();
  window.addEventListener('online', listener, { once: true });
  return () => window.removeEventListener('online', listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The connection status, re-rendering when it changes. */
export const useConnectionStatus = (): ConnectionStatus =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => 'online',
  );

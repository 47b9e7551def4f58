import { setupWorker } from 'msw/browser';
import type { Reservation, User } from '@tire/contracts';
import { createHandlers, createMockDb, type MockDbOptions } from './index.js';

export interface MockWorkerOptions extends MockDbOptions {
  latencyMs?: number;
  serviceWorkerUrl?: string;
  /**
   * sessionStorage key under which bookings and the signed-in user survive page loads (a booking
   * made before a redirect can be tracked after it); null keeps everything in memory.
   */
  persistKey?: string | null;
}

interface Persisted {
  reservations: Reservation[];
  user: User | null;
}

/**
 * Runs the /api on a service worker so a remote can be developed alone. Requests that are not
 * /api calls (bundles, manifests) go to the network untouched.
 */
export async function startMockWorker(options: MockWorkerOptions = {}) {
  const persistKey = options.persistKey === undefined ? 'tire-mocks' : options.persistKey;
  const saved = persistKey ? load(persistKey) : null;
  const db = createMockDb({
    ...options,
    ...(saved ? { reservations: saved.reservations, user: saved.user } : {}),
  });
  const worker = setupWorker(...createHandlers(db, { latencyMs: options.latencyMs ?? 300 }));
  if (persistKey) {
    const save = () => {
      const state: Persisted = { reservations: db.reservations, user: db.user };
      sessionStorage.setItem(persistKey, JSON.stringify(state));
    };
    worker.events.on('response:mocked', save);
  }
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, db };
}

function load(key: string): Persisted | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Persisted) : null;
  } catch {
    return null;
  }
}

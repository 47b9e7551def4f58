import { setupWorker } from 'msw/browser';
import { createHandlers, createMockDb, type MockDbOptions } from './index.js';

/**
 * Runs the /api on a service worker so a remote can be developed alone. Requests that are not
 * /api calls (bundles, manifests) go to the network untouched.
 */
export async function startMockWorker(options: MockDbOptions & { latencyMs?: number; serviceWorkerUrl?: string } = {}) {
  const db = createMockDb(options);
  const worker = setupWorker(...createHandlers(db, { latencyMs: options.latencyMs ?? 300 }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, db };
}

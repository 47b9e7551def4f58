import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** One msw server per test file (vitest gives each file its own modules); each test puts the handlers of its own mock database on it. */
export const server = setupServer();

/**
 * The component tests' lifecycle, one for every remote: an unhandled request fails the test;
 * after each test the page is unmounted, the handlers and request recorders removed, storage
 * emptied and spies restored, so no test sees another's state.
 */
export function setUpMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

import '@testing-library/jest-dom/vitest'; // matcher types for this project's tsc; the shared DOM setup loads them at run time too
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { cartActions } from '../src/features/cart/cart-store.js';
import { server } from './server.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  localStorage.clear();
  // The cart lives in a module (like a page's memory): each test starts as a fresh page load.
  cartActions.reload();
});
afterAll(() => server.close());

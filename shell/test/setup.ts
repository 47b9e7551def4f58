import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom does not scroll; the layout scrolls to the top on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The language toggle also writes the language cookie (for the server's HTML).
  document.cookie = 'language=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
});

import { setupServer } from 'msw/node';

/** One msw server per test file; each test puts the handlers of its own mock database on it. */
export const server = setupServer();

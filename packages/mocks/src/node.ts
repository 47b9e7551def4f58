import { setupServer } from 'msw/node';
import { createHandlers, createMockDb, type MockDbOptions } from './index.js';

/** An msw server for Node tests, over a fresh database. */
export function createMockServer(options: MockDbOptions = {}) {
  const db = createMockDb(options);
  const server = setupServer(...createHandlers(db));
  return { server, db };
}

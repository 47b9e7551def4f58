import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers, createMockDb, fixtureReservation, type MockDb, type MockDbOptions } from '../../src/index.js';

/**
 * The handler tests' msw server, one per test file: plain node, so none of the page clean-up of
 * the remotes' setUpMockServer; an unhandled request fails the test. Returns `serve`, which puts
 * the handlers of a fresh mock database on the server and hands the database back.
 */
export function setUpHandlerServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return (options: MockDbOptions = {}): MockDb => {
    const db = createMockDb(options);
    server.use(...createHandlers(db));
    return db;
  };
}

/** A call of the mocked /api (the handlers answer on any origin), with a JSON body when one is given. */
export const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const guest = fixtureReservation();
/** The booking form's vehicle and guest as a browser sends them: the fixture reservation's own. */
export const formVehicleAndGuest = {
  registrationNumber: guest.registrationNumber,
  vehicleModel: guest.vehicleModel,
  tireSize: guest.tireSize,
  guestName: guest.guestName,
  guestEmail: guest.guestEmail,
  guestPhone: guest.guestPhone,
  guestAddress: guest.guestAddress,
  guestPostalCode: guest.guestPostalCode,
};

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Reservation, TireOrder, User } from '@tire/contracts';
import { ClockProvider, createPlatformStore } from '@tire/platform';
import { createTestClock, TEST_NOW } from '@tire/mocks/testing';
import { App } from '../src/app.js';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import type { RemotePagesLoader } from '../src/remotes/remote-pages-loader.js';

export const customer: User = {
  id: 'u1',
  email: 'aino@example.fi',
  firstName: 'Aino',
  lastName: 'Virtanen',
  phone: null,
  address: null,
  apartment: null,
  postalCode: null,
  registrationNumber: null,
  vehicleModel: null,
  tireSize: null,
  isAdmin: false,
  profileComplete: true,
};

const weekHours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  opens: dayOfWeek === 0 || dayOfWeek === 6 ? '09:00' : '16:00',
  closes: '20:00',
}));

export const locations = [
  { id: 1, name: 'Helsinki', address: 'Mannerheimintie 120, 00270 Helsinki', capacity: 2, openingHours: weekHours },
  { id: 2, name: 'Vantaa', address: 'Tikkurilantie 10, 01300 Vantaa', capacity: 2, openingHours: weekHours },
];

export interface StubApiOptions {
  user?: User | null;
  reservations?: Reservation[];
  /** The customer's orders, or 'fail' for a tire-orders call that answers 502. */
  orders?: TireOrder[] | 'fail';
  /** Answers POST /api/contact (default: 201 Message sent). */
  contact?: (body: unknown) => Response;
}

/** The /api as the shell sees it: the current user (or 401), the service locations, the home page's lists and the contact form. */
export function stubApi({ user = null, reservations = [], orders = [], contact }: StubApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/auth/user')) {
      return user ? Response.json(user) : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    if (url.endsWith('/api/service-locations')) return Response.json(locations);
    if (url.endsWith('/api/reservations') && method === 'GET') return Response.json(reservations);
    if (url.endsWith('/api/tire-orders') && method === 'GET') {
      return orders === 'fail' ? Response.json({ message: 'Service unavailable' }, { status: 502 }) : Response.json(orders);
    }
    if (url.endsWith('/api/contact') && method === 'POST') {
      const body = JSON.parse(String(init?.body ?? 'null'));
      return contact ? contact(body) : Response.json({ message: 'Message sent' }, { status: 201 });
    }
    return new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const noRemotes: RemotePagesLoader = () => Promise.reject(new Error('no remotes in this test'));

/**
 * Renders the whole shell at `path`, with a fresh store, the given remote loader and a test clock
 * standing at `now` (TEST_NOW unless given; view.clock.advance moves it on).
 */
export function renderShell(path: string, loadRemotePages: RemotePagesLoader = noRemotes, { now = TEST_NOW }: { now?: Date } = {}) {
  const Router = ({ children }: { children?: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const clock = createTestClock(now);
  const view = render(
    <ClockProvider clock={clock}>
      <App store={createPlatformStore()} messages={{ fi, en }} loadRemotePages={loadRemotePages} Router={Router} />
    </ClockProvider>,
  );
  return { ...view, clock };
}

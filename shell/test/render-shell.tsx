import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@tire/contracts';
import { createPlatformStore } from '@tire/platform';
import { App } from '../src/app.js';
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

/** The /api as the shell sees it: the current user (or 401) and the service locations. */
export function stubApi({ user = null }: { user?: User | null } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/auth/user')) {
      return user ? Response.json(user) : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    if (url.endsWith('/api/service-locations')) {
      return Response.json([{ id: 1, name: 'Helsinki', capacity: 2, openingHours: weekHours }]);
    }
    return new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const noRemotes: RemotePagesLoader = () => Promise.reject(new Error('no remotes in this test'));

/** Renders the whole shell at `path`, with a fresh store and the given remote loader. */
export function renderShell(path: string, loadRemotePages: RemotePagesLoader = noRemotes) {
  const Router = ({ children }: { children?: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return render(<App store={createPlatformStore()} loadRemotePages={loadRemotePages} Router={Router} />);
}

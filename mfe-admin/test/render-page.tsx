import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createHandlers, createMockDb, fixtureUser, type MockDbOptions } from '@tire/mocks';
import { createPlatformStore, Toaster } from '@tire/platform';
import type { AdminOrder, Language, Reservation } from '@tire/contracts';
import pages from '../src/pages.js';
import { server } from './server.js';
import { helsinkiDateOf } from '@tire/contracts';

export const admin = { ...fixtureUser(), id: 'admin-1', email: 'admin@rengaspalvelu.example', firstName: 'Anna', isAdmin: true };
export const customer = { ...fixtureUser(), isAdmin: false };

/** Where the app went (the shell's other pages are not here). */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/** Renders /admin as the shell would (store, router, toaster) over a fresh mock database, recording /api requests. */
export function renderAdmin(options: MockDbOptions & { language?: Language; orders?: AdminOrder[] } = {}) {
  localStorage.setItem('language', options.language ?? 'en');
  const db = createMockDb(options);
  // The shop's orders as the catalogue keeps them (an AdminOrder is a TireOrder with who ordered).
  db.orders.push(...(options.orders ?? []));
  server.use(...createHandlers(db));
  const requests: { method: string; url: URL; body: string | null }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'GET' ? null : await request.clone().text();
    requests.push({ method: request.method, url: new URL(request.url), body });
  });
  const user = userEvent.setup();
  const Page = pages['/admin']!;
  const view = render(
    <Provider store={createPlatformStore()}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<Page />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  const sent = (method: string, pathname: string) => requests.filter((r) => r.method === method && r.url.pathname === pathname);
  return { ...view, db, user, requests, sent };
}

/** A Helsinki calendar day counted from today (0 = today). */
export function day(offset: number) {
  const date = new Date(`${helsinkiDateOf(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

let nextId = 1;
/** A reservation as the admin list returns it; override what a test is about. */
export function reservation(scheduledDate: string, scheduledTime: string, overrides: Partial<Reservation> = {}): Reservation {
  const id = nextId++;
  return {
    id,
    trackingCode: `TIRE-ADM${String(id).padStart(3, '0')}`,
    serviceType: 'tire_change',
    locationId: 1,
    scheduledDate,
    scheduledTime,
    startsAt: `${scheduledDate}T${scheduledTime}:00.000Z`,
    registrationNumber: 'ABC-123',
    vehicleBrand: 'ABC-123',
    vehicleModel: 'Toyota Corolla',
    tireSize: '205/55 R16',
    guestName: 'Maija Meikäläinen',
    guestEmail: 'maija@example.fi',
    guestPhone: '+358401234567',
    guestAddress: 'Esimerkkikatu 1',
    guestApartment: null,
    guestPostalCode: '00100',
    additionalServices: '[]',
    totalPrice: '35.00',
    status: 'pending',
    paymentStatus: 'pending',
    notes: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
    ...overrides,
  };
}

let nextOrderId = 900;
/** A shop order as the admin list returns it; override what a test is about. */
export function shopOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const id = nextOrderId++;
  return {
    id,
    totalAmount: '524.04',
    totalCents: 52404,
    installationRequested: false,
    status: 'paid',
    createdAt: new Date(Date.UTC(2026, 2, 1, 8, id % 60)).toISOString(),
    lines: [{ productId: 1, quantity: 4, unitPrice: '131.01', name: 'Michelin Primacy 4+', size: '205/55 R16' }],
    holdExpiresAt: null,
    location: { id: 1, name: 'Helsinki – Kalasatama', address: 'Hermannin rantatie 2, 00580 Helsinki' },
    paidAt: '2026-03-01T08:05:00.000Z',
    refundStatus: null,
    userId: 'user-7',
    email: 'pekka@example.fi',
    lastPaymentError: null,
    refundCents: null,
    updatedAt: '2026-03-01T08:05:00.000Z',
    ...overrides,
  };
}

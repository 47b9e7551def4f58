import { fixtureReservation, fixtureUser } from '@tire/mocks';
import { renderRemotePage, TEST_NOW, type RenderRemotePageOptions } from '@tire/mocks/testing';
import { addDays, helsinkiDateOf, type AdminOrder, type Reservation } from '@tire/contracts';
import pages from '../src/pages.js';

export const admin = { ...fixtureUser(), id: 'admin-1', email: 'admin@rengaspalvelu.example', firstName: 'Anna', isAdmin: true };
export const customer = { ...fixtureUser(), isAdmin: false };

/** Renders /admin as the shell would (store, router, toaster) over a fresh mock database, recording /api requests. */
export const renderAdmin = (options: Omit<RenderRemotePageOptions, 'pages' | 'db'> & { orders?: AdminOrder[] } = {}) =>
  renderRemotePage('/admin', { ...options, pages });

/** A Helsinki calendar day counted from the tests' today (0 = today). */
export const day = (offset: number) => addDays(helsinkiDateOf(TEST_NOW), offset);

let nextId = 1;
/** A reservation as the admin list returns it; override what a test is about. */
export function reservation(scheduledDate: string, scheduledTime: string, overrides: Partial<Reservation> = {}): Reservation {
  const id = nextId++;
  return fixtureReservation({
    id,
    trackingCode: `TIRE-ADM${String(id).padStart(3, '0')}`,
    scheduledDate,
    scheduledTime,
    startsAt: `${scheduledDate}T${scheduledTime}:00.000Z`,
    vehicleModel: 'Toyota Corolla',
    guestName: 'Maija Meikäläinen',
    guestPhone: '+358401234567',
    guestAddress: 'Esimerkkikatu 1',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
    ...overrides,
  });
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

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Reservation, TireOrder } from '@tire/contracts';
import { en } from '../src/i18n/messages.en.js';
import { fi } from '../src/i18n/messages.fi.js';
import { nextAppointment } from '../src/home/home-summary.js';
import { fixtureReservation } from '@tire/mocks';
import { customer, renderShell, stubApi } from './render-shell.js';

/** The home page's day: 1 December 2029, before every reservation below but the completed one. */
const now = new Date('2029-12-01T10:00:00Z');

const reservation = (overrides: Partial<Reservation>): Reservation =>
  fixtureReservation({
    trackingCode: 'TIRE-7K3QZP',
    scheduledDate: '2030-03-07',
    scheduledTime: '16:30',
    startsAt: '2030-03-07T14:30:00.000Z',
    vehicleModel: 'Toyota Corolla',
    guestName: null,
    guestEmail: null,
    guestPhone: null,
    guestAddress: null,
    guestApartment: null,
    guestPostalCode: null,
    status: 'confirmed',
    paymentStatus: 'paid',
    createdAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  });

const reservations = [
  reservation({ id: 1, trackingCode: 'TIRE-LATER1', scheduledDate: '2030-05-02', startsAt: '2030-05-02T13:00:00.000Z', scheduledTime: '16:00' }),
  reservation({ id: 2, trackingCode: 'TIRE-NEXT22', serviceType: 'tire_repair_1', status: 'pending' }),
  reservation({ id: 3, trackingCode: 'TIRE-GONE33', scheduledDate: '2030-02-01', startsAt: '2030-02-01T14:00:00.000Z', status: 'cancelled' }),
  reservation({ id: 4, trackingCode: 'TIRE-PAST44', scheduledDate: '2020-02-01', startsAt: '2020-02-01T14:00:00.000Z', status: 'completed' }),
];
const orders: TireOrder[] = [
  { id: 7, totalAmount: '420.00', installationRequested: false, status: 'delivered', createdAt: '2029-10-01T08:00:00.000Z' },
  // 00:30 on 15 November in Helsinki: that day's order, though it is still the 14th in UTC.
  { id: 9, totalAmount: '636.04', installationRequested: true, status: 'paid', createdAt: '2029-11-14T22:30:00.000Z' },
];

const card = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;

describe('the signed-in home', () => {
  it('shows the next appointment and the latest order in Finnish: long dates, euros with a comma', async () => {
    stubApi({ user: customer, reservations, orders });
    renderShell('/', undefined, { now });
    const next = await card(fi['home.next.title']);
    expect(await within(next).findByText('TIRE-NEXT22')).toBeTruthy();
    expect(within(next).getByText('7. maaliskuuta 2030')).toBeTruthy();
    expect(within(next).getByText('16:30')).toBeTruthy();
    expect(within(next).getByText(fi['service.tire_repair_1'])).toBeTruthy();
    expect(within(next).getByText(fi['status.pending'])).toBeTruthy();

    const latest = await card(fi['home.order.title']);
    expect(await within(latest).findByText('#9')).toBeTruthy();
    expect(within(latest).getByText('15. marraskuuta 2029')).toBeTruthy();
    expect(within(latest).getByText('636,04 €')).toBeTruthy();
    expect(within(latest).getByText(fi['orderStatus.paid'])).toBeTruthy();
  });

  it('speaks English with English dates and euro amounts when English is chosen', async () => {
    localStorage.setItem('language', 'en');
    stubApi({ user: customer, reservations, orders });
    renderShell('/', undefined, { now });
    const next = await card(en['home.next.title']);
    expect(await within(next).findByText('7 March 2030')).toBeTruthy();
    expect(within(next).getByText('Tire repair')).toBeTruthy();
    const latest = await card(en['home.order.title']);
    expect(await within(latest).findByText('€636.04')).toBeTruthy();
    expect(within(latest).getByText('15 November 2029')).toBeTruthy();
  });

  it('still shows the next appointment when the orders cannot be loaded', async () => {
    stubApi({ user: customer, reservations, orders: 'fail' });
    renderShell('/', undefined, { now });
    expect(await within(await card(fi['home.next.title'])).findByText('TIRE-NEXT22')).toBeTruthy();
    expect(await within(await card(fi['home.order.title'])).findByText(fi['home.order.unavailable'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tervetuloa takaisin, Aino!' })).toBeTruthy();
  });

  it('offers to book and to shop when there is nothing coming and nothing ordered', async () => {
    stubApi({ user: customer, reservations: [reservations[2]!, reservations[3]!], orders: [] });
    renderShell('/', undefined, { now });
    const next = await card(fi['home.next.title']);
    expect(await within(next).findByText(fi['home.next.none'])).toBeTruthy();
    expect(within(next).getByRole('link', { name: fi['home.next.book'] })).toHaveAttribute('href', '/tire-change');
    const latest = await card(fi['home.order.title']);
    expect(await within(latest).findByRole('link', { name: fi['home.order.shop'] })).toHaveAttribute('href', '/tire-shop');
  });

  it('picks the earliest upcoming reservation that is not cancelled', () => {
    expect(nextAppointment(reservations, new Date('2029-12-01T00:00:00Z'))?.trackingCode).toBe('TIRE-NEXT22');
    expect(nextAppointment(reservations, new Date('2030-04-01T00:00:00Z'))?.trackingCode).toBe('TIRE-LATER1');
    expect(nextAppointment(reservations, new Date('2031-01-01T00:00:00Z'))).toBeUndefined();
  });
});

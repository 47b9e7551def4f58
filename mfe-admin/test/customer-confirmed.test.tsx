import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatShortDay } from '@tire/platform';
import { admin, day, renderAdmin, reservation } from './render-page.js';

// A reminder's "I'm coming" (customerConfirmedAt): the day view shows who confirmed.
describe('customers who confirmed on the admin day view', () => {
  it('marks the cards and the timeline of those who said they are coming, and no one else', async () => {
    const coming = reservation(day(0), '16:00', {
      trackingCode: 'TIRE-COMING',
      bay: 1,
      status: 'confirmed',
      paymentStatus: 'paid',
      customerConfirmedAt: '2030-05-26T15:00:00.000Z',
    });
    const silent = reservation(day(0), '16:30', { trackingCode: 'TIRE-SILENT', bay: 1, status: 'confirmed', paymentStatus: 'paid' });
    renderAdmin({ user: admin, reservations: [coming, silent] });

    const card = await screen.findByRole('article', { name: 'Reservation TIRE-COMING' });
    expect(within(card).getByText('Confirmed by customer')).toBeVisible();
    expect(within(card).getByText('Arrival')).toBeVisible();
    expect(within(await screen.findByRole('article', { name: 'Reservation TIRE-SILENT' })).queryByText('Confirmed by customer')).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: `Helsinki – Kalasatama: bays and slots on ${formatShortDay(day(0))}` });
    expect(within(table).getByRole('row', { name: /^16:00/ })).toHaveTextContent(/TIRE-COMING.*Confirmed by customer/);
    expect(within(table).getByRole('row', { name: /^16:30/ })).not.toHaveTextContent('Confirmed by customer');
  });

  it('says it in Finnish', async () => {
    const coming = reservation(day(0), '16:00', {
      trackingCode: 'TIRE-COMING',
      status: 'confirmed',
      paymentStatus: 'paid',
      customerConfirmedAt: '2030-05-26T15:00:00.000Z',
    });
    renderAdmin({ user: admin, reservations: [coming], language: 'fi' });

    const card = await screen.findByRole('article', { name: 'Varaus TIRE-COMING' });
    expect(within(card).getByText('Asiakas vahvisti')).toBeVisible();
    expect(within(card).getByText('Saapuminen')).toBeVisible();
  });
});

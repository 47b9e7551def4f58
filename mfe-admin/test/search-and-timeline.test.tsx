import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatShortDay } from '@tire/platform';
import { admin, day, renderAdmin, reservation } from './render-page.js';

describe('the admin’s search', () => {
  it('finds a booking of any day by its plate written another way, by e-mail or by tracking code', async () => {
    const wanted = reservation(day(5), '16:30', {
      trackingCode: 'TIRE-FIND01',
      registrationNumber: 'XYZ-789',
      vehicleBrand: 'XYZ-789',
      contactEmail: 'aino@example.fi',
      guestEmail: null,
    });
    const other = reservation(day(6), '17:00', { trackingCode: 'TIRE-OTHER1' });
    const view = renderAdmin({ user: admin, reservations: [wanted, other] });
    const search = await screen.findByRole('region', { name: 'Find a reservation' });
    const box = within(search).getByRole('searchbox', { name: /Tracking code, plate or e-mail/ });

    for (const typed of ['xyz 789', 'AINO@example', 'find01']) {
      await view.user.clear(box);
      await view.user.type(box, `${typed}{Enter}`);
      expect(await within(search).findByText(`1 reservation matches “${typed}”`)).toBeVisible();
      expect(
        within(search)
          .getAllByRole('article')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Reservation TIRE-FIND01']);
    }
    expect(
      view
        .sent('GET', '/api/admin/reservations')
        .map((r) => r.url.searchParams.get('q'))
        .filter(Boolean),
    ).toEqual(['xyz 789', 'AINO@example', 'find01']);

    await view.user.clear(box);
    await view.user.type(box, 'a{Enter}');
    expect(await within(search).findByText('Type 2–100 characters')).toBeVisible();
    expect(within(search).queryAllByRole('article')).toHaveLength(0);
  });
});

describe('the admin’s day timeline', () => {
  it('shows each bay of a location slot by slot: who holds it, what is free, and not the cancelled', async () => {
    const first = reservation(day(0), '16:00', { trackingCode: 'TIRE-BAY001', bay: 1, registrationNumber: 'AAA-111' });
    const second = reservation(day(0), '16:00', { trackingCode: 'TIRE-BAY002', bay: 2, serviceType: 'tire_repair_1' });
    const cancelled = reservation(day(0), '16:30', { trackingCode: 'TIRE-GONE01', bay: 1, status: 'cancelled' });
    const elsewhere = reservation(day(0), '16:30', { trackingCode: 'TIRE-VANTAA', bay: 1, locationId: 2 });
    const view = renderAdmin({ user: admin, reservations: [first, second, cancelled, elsewhere] });

    const table = await screen.findByRole('table', { name: `Helsinki – Kalasatama: bays and slots on ${formatShortDay(day(0))}` });
    const row = (time: string) => within(table).getByRole('row', { name: new RegExp(`^${time}`) });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Bay 1', 'Bay 2']);
    expect(row('16:00')).toHaveTextContent(/TIRE-BAY001.*Tire change.*AAA-111.*TIRE-BAY002.*Tire repair/);
    expect(row('16:30')).toHaveTextContent(/^16:30FreeFree$/);
    expect(table).not.toHaveTextContent('TIRE-GONE01');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Vantaa – Tikkurila');
    const vantaa = await screen.findByRole('table', { name: /^Vantaa – Tikkurila: bays and slots/ });
    await waitFor(() => expect(within(vantaa).getByRole('row', { name: /^16:30/ })).toHaveTextContent('TIRE-VANTAA'));
  });
});

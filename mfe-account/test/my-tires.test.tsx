import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TireSet } from '@tire/contracts';
import { renderPage } from './render-page.js';
import { customer } from './reservations-fixture.js';

/** A winter set as the reservations service answers it: one wheel below the legal 3 mm. */
const wornSet: TireSet = {
  id: 7,
  locationId: 2,
  locationName: 'Vantaa – Tikkurila',
  licensePlate: 'ABC-123',
  brand: 'Nokian',
  model: 'Hakkapeliitta R5',
  tireSize: '205/55 R16',
  tireType: 'winter',
  dotWeek: 40,
  dotYear: 2022,
  ageYears: 3,
  onRims: true,
  treads: [
    { position: 'front_left', mm: 6.5, light: 'green' },
    { position: 'front_right', mm: 6.4, light: 'green' },
    { position: 'rear_left', mm: 4.2, light: 'amber' },
    { position: 'rear_right', mm: 2.8, light: 'red' },
  ],
  light: 'red',
  notes: null,
  shelfLocation: 'B-4-1',
  labelNumber: 'H-42',
  status: 'stored',
  storedAt: '2026-03-02T08:00:00.000Z',
  takenOutAt: null,
  agreement: { id: 1, seasonId: '2025-winter', seasonEndsOn: '2026-04-06', priceCents: 5000, renews: true },
  nextChange: null,
};

async function openMyTires(tireSets: TireSet[]) {
  const view = renderPage('/dashboard', { user: customer, tireSets });
  (await screen.findByRole('tab', { name: 'My tires' })).click();
  return view;
}

describe('My tires', () => {
  it('says each wheel’s light in words beside its colour, the set’s age and where it is stored', async () => {
    await openMyTires([wornSet]);
    const set = await screen.findByRole('listitem', { name: 'Nokian Hakkapeliitta R5' });
    expect(within(set).getByRole('row', { name: /Rear right/ })).toHaveTextContent('2.8 mmRed: below the legal minimum of 3 mm');
    expect(within(set).getByRole('row', { name: /Rear left/ })).toHaveTextContent('Amber: under 5 mm, replace before the season');
    expect(within(set).getByRole('row', { name: /Front left/ })).toHaveTextContent('Green: good tread');
    expect(set).toHaveTextContent('3 years (DOT week 40/2022)');
    expect(set).toHaveTextContent('Vantaa – Tikkurila, shelf B-4-1');
    expect(set).toHaveTextContent('Storage for winter 2025–2026');
  });

  it('offers the change pre-filled from the set, and tires of its size when it is worn', async () => {
    await openMyTires([wornSet]);
    const set = await screen.findByRole('listitem', { name: 'Nokian Hakkapeliitta R5' });
    expect(within(set).getByRole('link', { name: 'Book the change' })).toHaveAttribute('href', '/tire-change?tireSet=7');
    expect(within(set).getByRole('link', { name: 'See 205/55 R16 tires in the shop' })).toHaveAttribute('href', '/tire-shop?size=205%2F55+R16');
  });

  it('suggests nothing for a set in good condition', async () => {
    const good: TireSet = { ...wornSet, light: 'green', treads: wornSet.treads.map((tread) => ({ ...tread, mm: 7, light: 'green' as const })) };
    await openMyTires([good]);
    const set = await screen.findByRole('listitem', { name: 'Nokian Hakkapeliitta R5' });
    expect(within(set).queryByRole('region', { name: 'Time for new tires' })).toBeNull();
  });

  it('says so when nothing is stored', async () => {
    await openMyTires([]);
    expect(await screen.findByText('You have no tires stored with us. Add tire storage when you book a change.')).toBeVisible();
  });
});

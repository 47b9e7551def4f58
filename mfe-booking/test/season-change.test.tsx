import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATHS, type SeasonChangePrefill } from '@tire/contracts';
import { fixtureUser } from '@tire/mocks';
import { day } from './booking-steps.js';
import { renderPage } from './render-page.js';

// The mocks' clock: Saturday 1 June 2030, 13:00 in Helsinki. The warehouse's 3 working days make
// Wednesday 5 June the first day a stored set can be changed.
const now = new Date('2030-06-01T10:00:00Z');
const prefill: SeasonChangePrefill = {
  tireSetId: 7,
  locationId: 2,
  locationName: 'Vantaa – Tikkurila',
  licensePlate: 'ABC-123',
  tireSize: '205/55 R16',
  serviceType: 'tire_install_4',
  earliestDate: '2030-06-05',
  tireType: 'summer',
  onRims: false,
  brand: 'Michelin',
  model: 'Primacy 4+',
};
const prefillAnswer = http.get(`*${API_PATHS.getSeasonChangePrefill.replace(':id', '7')}`, () => HttpResponse.json(prefill));

describe('Book the change of a stored set', () => {
  it('fills the location, service, plate and size from the set and offers no day before the set can be fetched', async () => {
    renderPage('/tire-change?tireSet=7', { now, user: fixtureUser(), handlers: [prefillAnswer] });
    expect(await screen.findByRole('heading', { name: 'Season change of your stored tires' })).toBeVisible();
    expect(screen.getByText(/Michelin Primacy 4\+, 205\/55 R16, for ABC-123, stored at Vantaa – Tikkurila/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveValue('2'));
    expect(screen.getByRole('combobox', { name: /^Service/ })).toHaveValue('tire_install_4');
    expect(screen.getByLabelText(/^Vehicle registration number/)).toHaveValue('ABC-123');
    expect(screen.getByLabelText(/^Tire size/)).toHaveValue('205/55 R16');
    // Monday and Tuesday are open but too soon for the warehouse; Wednesday can be chosen.
    await waitFor(() => expect(day('2030-06-05')).not.toHaveAttribute('aria-disabled'));
    for (const date of ['2030-06-03', '2030-06-04']) {
      expect(day(date)).toHaveAttribute('aria-disabled', 'true');
      expect(day(date)).toHaveAccessibleName(/too soon: your stored tires are fetched from the warehouse first/);
    }
    expect(screen.queryByRole('heading', { name: 'Soonest free times' })).toBeNull();
  });
});

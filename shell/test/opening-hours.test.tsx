import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { groupOpeningHours } from '../src/opening-hours/group-opening-hours.js';
import { renderShell, stubApi } from './render-shell.js';

describe('opening hours', () => {
  it('groups weekdays with the same hours, Monday first', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: dayOfWeek % 6 === 0 ? '09:00' : '16:00', closes: '20:00' }));
    expect(groupOpeningHours(hours)).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '16:00', closes: '20:00' },
      { days: [6, 0], opens: '09:00', closes: '20:00' },
    ]);
  });

  it('shows a missing day as closed', () => {
    const groups = groupOpeningHours([{ dayOfWeek: 1, opens: '08:00', closes: '18:00' }]);
    expect(groups[1]).toEqual({ days: [2, 3, 4, 5, 6, 0], opens: null, closes: null });
  });

  it('shows the service locations’ hours in the footer contact block', async () => {
    stubApi();
    renderShell('/');
    const contact = document.getElementById('contact')!;
    expect(await within(contact).findByText('16.00–20.00')).toBeTruthy();
    expect(within(contact).getByText('9.00–20.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Yhteystiedot/ }).getAttribute('href')).toBe('#contact');
  });
});

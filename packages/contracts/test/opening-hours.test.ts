import { describe, expect, it } from 'vitest';
import { groupLocationsByHours, groupOpeningHours } from '../src/index.js';

describe('opening hours as a week', () => {
  it('groups weekdays with the same hours, Monday first', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens: dayOfWeek % 6 === 0 ? '09:00' : '16:00', closes: '20:00' }));
    expect(groupOpeningHours(hours)).toEqual([
      { days: [1, 2, 3, 4, 5], hours: { opens: '16:00', closes: '20:00' } },
      { days: [6, 0], hours: { opens: '09:00', closes: '20:00' } },
    ]);
  });

  it('shows a missing day as closed', () => {
    const groups = groupOpeningHours([{ dayOfWeek: 1, opens: '08:00', closes: '18:00' }]);
    expect(groups[1]).toEqual({ days: [2, 3, 4, 5, 6, 0], hours: null });
  });

  it('puts locations with the same week together, in the order met', () => {
    const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '16:00', closes: '20:00' }));
    const saturdayToo = [...weekdays, { dayOfWeek: 6, opens: '09:00', closes: '20:00' }];
    const groups = groupLocationsByHours([
      { name: 'Helsinki', openingHours: weekdays },
      { name: 'Vantaa', openingHours: saturdayToo },
      { name: 'Espoo', openingHours: [...weekdays].reverse() },
    ]);
    expect(groups.map((group) => group.locations.map((location) => location.name))).toEqual([['Helsinki', 'Espoo'], ['Vantaa']]);
  });
});

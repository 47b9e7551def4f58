import { describe, expect, it } from 'vitest';
import {
  earliestDayAfterLead,
  isWorkingDay,
  mondayAfterEaster,
  nextStorageSeason,
  setTreadLight,
  storageSeasonOf,
  studsAllowed,
  treadLight,
  winterTiresRequired,
} from '../src/tire-hotel/tire-rules.js';

describe('tread depth against the legal minimum and the shop margin', () => {
  it('reads exactly 3.0 mm on a winter tire as legal but worn, and anything less as illegal', () => {
    expect(treadLight('winter', 3.0)).toBe('amber');
    expect(treadLight('studded', 3)).toBe('amber');
    expect(treadLight('winter', 2.9)).toBe('red');
    expect(treadLight('winter', 4.9)).toBe('amber');
    expect(treadLight('winter', 5.0)).toBe('green');
  });

  it('holds summer tires to 1.6 mm, exactly, without floating-point drift', () => {
    expect(treadLight('summer', 1.6)).toBe('amber');
    expect(treadLight('summer', 0.1 + 1.5)).toBe('amber');
    expect(treadLight('summer', 1.5)).toBe('red');
    expect(treadLight('summer', 4)).toBe('green');
    expect(treadLight('summer', 3)).toBe('amber');
  });

  it('lights a set by its most worn tire', () => {
    expect(setTreadLight('winter', [6, 6, 2.8, 6])).toBe('red');
    expect(setTreadLight('winter', [6, 6, 4, 6])).toBe('amber');
    expect(setTreadLight('summer', [6, 6, 6, 6])).toBe('green');
  });
});

describe('the tire seasons of Finnish law', () => {
  it('requires winter tires to the last day of February, in common and leap years', () => {
    expect(winterTiresRequired('2027-02-28')).toBe(true);
    expect(winterTiresRequired('2027-03-01')).toBe(false);
    expect(winterTiresRequired('2028-02-29')).toBe(true);
    expect(winterTiresRequired('2028-03-01')).toBe(false);
    expect(winterTiresRequired('2026-11-30')).toBe(false);
    expect(winterTiresRequired('2026-12-01')).toBe(true);
  });

  it('allows studs from 1 November to the Monday after Easter, both included', () => {
    expect(mondayAfterEaster(2027)).toBe('2027-03-29');
    expect(mondayAfterEaster(2026)).toBe('2026-04-06');
    expect(studsAllowed('2027-03-29')).toBe(true);
    expect(studsAllowed('2027-03-30')).toBe(false);
    expect(studsAllowed('2026-10-31')).toBe(false);
    expect(studsAllowed('2026-11-01')).toBe(true);
    expect(studsAllowed('2027-01-15')).toBe(true);
  });

  it('ends a winter storage season on the Monday after Easter and starts the summer one the day after', () => {
    expect(storageSeasonOf('2027-03-29')).toMatchObject({ id: '2026-winter', startsOn: '2026-10-01', endsOn: '2027-03-29' });
    expect(storageSeasonOf('2027-03-30')).toMatchObject({ id: '2027-summer', startsOn: '2027-03-30', endsOn: '2027-09-30' });
    expect(storageSeasonOf('2027-10-01').id).toBe('2027-winter');
    expect(nextStorageSeason(storageSeasonOf('2026-11-27')).id).toBe('2027-summer');
    expect(nextStorageSeason(storageSeasonOf('2027-06-01')).id).toBe('2027-winter');
  });
});

describe('lead times in working days', () => {
  it('counts over a weekend: from a Friday, three working days end on Wednesday', () => {
    expect(earliestDayAfterLead('2026-11-27', 3)).toBe('2026-12-02');
    expect(earliestDayAfterLead('2026-11-28', 1)).toBe('2026-11-30');
  });

  it('skips public holidays and closing eves', () => {
    // Good Friday 26 March and Easter Monday 29 March 2027.
    expect(earliestDayAfterLead('2027-03-25', 3)).toBe('2027-04-01');
    // Independence Day falls on a Sunday in 2026; Christmas Eve, Christmas Day and St Stephen's Day do not count.
    expect(earliestDayAfterLead('2026-12-04', 3)).toBe('2026-12-09');
    expect(earliestDayAfterLead('2026-12-23', 1)).toBe('2026-12-28');
    expect(isWorkingDay('2026-12-24')).toBe(false);
  });

  it('needs no working day for no lead time', () => {
    expect(earliestDayAfterLead('2026-11-27', 0)).toBe('2026-11-27');
  });
});

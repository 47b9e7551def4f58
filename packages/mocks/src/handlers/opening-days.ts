import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  finnishPublicHolidays,
  lastBookableDateOf,
  type ClosedDay,
  type ExtraCapacity,
  type OpeningDayRules,
} from '@tire/contracts';

/**
 * Fixtures of the opening days, as the reservations service seeds them: Finland's public
 * holidays of any year, one-off closures per location (one for the standalone remote to show),
 * and the default booking horizon.
 */
const MOCK_HORIZON_DAYS = DEFAULT_BOOKING_HORIZON_DAYS;

/** Closures of the fixture locations: location id -> yyyy-MM-dd -> reason. */
const MOCK_CLOSURES: ReadonlyMap<number, ReadonlyMap<string, string>> = new Map([[2, new Map([['2030-06-12', 'Inventaario / Stocktaking']])]]);

const holidaysByYear = new Map<number, Map<string, ClosedDay>>();
function holidaysOf(year: number) {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Map(finnishPublicHolidays(year).map((h) => [h.date, { kind: 'holiday', name: { fi: h.fi, en: h.en } } satisfies ClosedDay]));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

function mockClosedOn(locationId: number, date: string): ClosedDay | null {
  const reason = MOCK_CLOSURES.get(locationId)?.get(date);
  if (reason) return { kind: 'closure', name: { fi: reason, en: reason } };
  return holidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
}

/** The rush days a mock database starts with (extra bays, longer hours): `${locationId}/${date}` -> extra. */
export const fixtureRushDays = (): Map<string, ExtraCapacity> => new Map([['1/2030-10-26', { extraBays: 2, opensEarly: '07:00', closesLate: '21:00' }]]);

/**
 * The opening-day rules of the fixtures at an instant, in the shape the slot rules of
 * @tire/contracts take; the rush days are the mock database's (the admin's saves change them).
 */
export const mockOpeningDayRules = (now: Date, extraOn: OpeningDayRules['extraOn'] = () => null): OpeningDayRules => ({
  closedOn: mockClosedOn,
  extraOn,
  lastBookableDate: lastBookableDateOf(now, MOCK_HORIZON_DAYS),
});

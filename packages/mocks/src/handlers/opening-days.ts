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

/** Rush days of the fixture locations (extra bays, longer hours): location id -> yyyy-MM-dd -> extra. */
const MOCK_EXTRA_CAPACITY: ReadonlyMap<number, ReadonlyMap<string, ExtraCapacity>> = new Map([
  [1, new Map([['2030-10-26', { extraBays: 2, opensEarly: '07:00', closesLate: '21:00' }]])],
]);

/** A fixture location's extra capacity on a day, read by the mocks' slots and bookings through the slot rules' locationOnDay. */
export const mockExtraOn = (locationId: number, date: string): ExtraCapacity | null => MOCK_EXTRA_CAPACITY.get(locationId)?.get(date) ?? null;

/** The opening-day rules of the fixtures at an instant, in the shape the slot rules of @tire/contracts take. */
export const mockOpeningDayRules = (now: Date): OpeningDayRules => ({
  closedOn: mockClosedOn,
  extraOn: mockExtraOn,
  lastBookableDate: lastBookableDateOf(now, MOCK_HORIZON_DAYS),
});

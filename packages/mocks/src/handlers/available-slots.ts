import { http } from 'msw';
import {
  addDays,
  AVAILABILITY_MESSAGES,
  dayAvailability,
  dayProblem,
  helsinkiWallClock,
  availabilityQuerySchema,
  availableSlotsQuerySchema,
  getAvailability,
  listAvailableSlots,
  toValidationError,
  type Availability,
  type DayAvailability,
  type ServiceLocation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { api, apiError, contractJson, simulateLatency, validationAnswer, type HandlerOptions } from '../respond.js';
import { mockOpeningDayRules } from './opening-days.js';

/** Why a day takes no booking whatever the time (a holiday or closure, or past the horizon), as the service says it. */
export function mockDayProblem(db: MockDb, locationId: number, date: string): keyof typeof AVAILABILITY_MESSAGES | undefined {
  return dayProblem(locationId, date, mockOpeningDayRules(db.now()));
}

/** One day of a location, by the service's own rules (@tire/contracts' slot rules). */
const mockDay = (db: MockDb, location: ServiceLocation, date: string): DayAvailability =>
  dayAvailability(location, date, db.bookedTimes(location.id, date), mockOpeningDayRules(db.now(), db.extraOn), db.now());

function nextFree(db: MockDb, location: ServiceLocation) {
  const { lastBookableDate } = mockOpeningDayRules(db.now());
  for (let date = helsinkiWallClock(db.now()).date; date <= lastBookableDate; date = addDays(date, 1)) {
    const first = mockDay(db, location, date).times[0];
    if (first) return { date, time: first.time, left: first.left };
  }
  return null;
}

export const availableSlotHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.get(api(listAvailableSlots.path), async ({ request }) => {
    await simulateLatency(options);
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = availableSlotsQuerySchema.safeParse(params);
    if (!query.success) return validationAnswer(toValidationError(query.error));
    const location = db.findLocation(query.data.locationId);
    if (!location) return apiError('reservation.locationNotFound');
    if (mockDayProblem(db, location.id, query.data.date)) return contractJson(listAvailableSlots.response, []);
    return contractJson(listAvailableSlots.response, db.freeSlots(location, query.data.date));
  }),

  http.get(api(getAvailability.path), async ({ request }) => {
    await simulateLatency(options);
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = availabilityQuerySchema.safeParse(params);
    if (!query.success) return validationAnswer(toValidationError(query.error));
    const { locationId, from, to } = query.data;
    const location = locationId === undefined ? undefined : db.findLocation(locationId);
    if (locationId !== undefined && !location) return apiError('reservation.locationNotFound');
    const days: DayAvailability[] = [];
    if (location) for (let date = from; date <= to; date = addDays(date, 1)) days.push(mockDay(db, location, date));
    const today = helsinkiWallClock(db.now()).date;
    const answer: Availability = {
      locationId: location?.id ?? null,
      from,
      to,
      today,
      lastBookableDate: mockOpeningDayRules(db.now()).lastBookableDate,
      days,
      nextFree: db.locations.map((candidate) => ({ locationId: candidate.id, next: nextFree(db, candidate) })),
    };
    return contractJson(getAvailability.response, answer);
  }),
];

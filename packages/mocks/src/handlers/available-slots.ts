import { http } from 'msw';
import {
  AVAILABILITY_MESSAGES,
  availabilityQuerySchema,
  availableSlotsQuerySchema,
  getAvailability,
  listAvailableSlots,
  RESERVATION_MESSAGES,
  toValidationError,
  type Availability,
  type DayAvailability,
  type ServiceLocation,
} from '@tire/contracts';
import type { MockDb } from '../db.js';
import { helsinkiWallClock } from '../helsinki-time.js';
import { api, apiError, contractJson, simulateLatency, type HandlerOptions } from '../respond.js';
import { MOCK_HORIZON_DAYS, mockClosedOn, plusDays } from './opening-days.js';

/** Why a day takes no booking whatever the time (a holiday or closure, or past the horizon), as the service says it. */
export function mockDayProblem(db: MockDb, locationId: number, date: string): keyof typeof AVAILABILITY_MESSAGES | undefined {
  const lastBookable = plusDays(helsinkiWallClock(db.now()).date, MOCK_HORIZON_DAYS);
  if (date > lastBookable) return 'beyondHorizon';
  if (mockClosedOn(locationId, date)) return 'dayClosed';
  return undefined;
}

/** One day of a location as the reservations service computes it. */
function mockDay(db: MockDb, location: ServiceLocation, date: string): DayAvailability {
  const today = helsinkiWallClock(db.now()).date;
  const base = { date, freeSlots: 0, times: [], closed: null };
  if (date < today) return { ...base, status: 'past' };
  if (date > plusDays(today, MOCK_HORIZON_DAYS)) return { ...base, status: 'beyond-horizon' };
  const closed = mockClosedOn(location.id, date);
  if (closed) return { ...base, status: 'closed', closed };
  const all = db.slotsOfDay(location, date);
  if (!all.length) return { ...base, status: 'closed' };
  const ahead = all.filter((time) => !db.isPast(date, time));
  if (!ahead.length) return { ...base, status: 'past' };
  const times = ahead
    .map((time) => ({ time, left: location.capacity - db.bookedCount(location.id, date, time) }))
    .filter((time) => time.left > 0);
  return { ...base, status: times.length ? 'open' : 'full', freeSlots: times.length, times };
}

function nextFree(db: MockDb, location: ServiceLocation) {
  const today = helsinkiWallClock(db.now()).date;
  for (let date = today; date <= plusDays(today, MOCK_HORIZON_DAYS); date = plusDays(date, 1)) {
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
    if (!query.success) return apiError(400, toValidationError(query.error));
    const location = db.findLocation(query.data.locationId);
    if (!location) return apiError(404, RESERVATION_MESSAGES.locationNotFound);
    if (mockDayProblem(db, location.id, query.data.date)) return contractJson(listAvailableSlots.response, []);
    return contractJson(listAvailableSlots.response, db.freeSlots(location, query.data.date));
  }),

  http.get(api(getAvailability.path), async ({ request }) => {
    await simulateLatency(options);
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = availabilityQuerySchema.safeParse(params);
    if (!query.success) return apiError(400, toValidationError(query.error));
    const { locationId, from, to } = query.data;
    const location = locationId === undefined ? undefined : db.findLocation(locationId);
    if (locationId !== undefined && !location) return apiError(404, RESERVATION_MESSAGES.locationNotFound);
    const days: DayAvailability[] = [];
    if (location) for (let date = from; date <= to; date = plusDays(date, 1)) days.push(mockDay(db, location, date));
    const today = helsinkiWallClock(db.now()).date;
    const answer: Availability = {
      locationId: location?.id ?? null,
      from,
      to,
      today,
      lastBookableDate: plusDays(today, MOCK_HORIZON_DAYS),
      days,
      nextFree: db.locations.map((candidate) => ({ locationId: candidate.id, next: nextFree(db, candidate) })),
    };
    return contractJson(getAvailability.response, answer);
  }),
];

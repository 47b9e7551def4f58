import {
  bookingDateOf,
  eventLanguage,
  freeSlots,
  helsinkiInstant,
  missingGuestContact,
  slotHasBegun,
  slotTimesOfDay,
  WAITLIST_MAX_ACTIVE_ENTRIES,
  type JoinWaitlistInput,
  type WaitlistEntry,
} from '@tire/contracts';
import { HttpError, inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { writeEvent } from '../data-access/outbox.js';
import { countActiveReservations } from '../data-access/slot-counts.js';
import { activeEntriesOf, insertWaitlistEntry, leaveByToken, type WaitlistDetails, type WaitlistRow } from '../data-access/waitlist.js';
import { assertBookableDay, type Caller } from './book-reservation.js';
import { locationOnDate } from './location-day.js';

export interface JoinWaitlistDeps {
  pool: pg.Pool;
  locations: LocationCache;
  openingDays: OpeningDaysCache;
  horizonDays: number;
  now: () => Date;
}

export const toWaitlistEntry = (row: WaitlistRow): WaitlistEntry => ({
  id: row.id,
  locationId: row.locationId,
  scheduledDate: row.scheduledDate,
  windowStart: row.windowStart,
  windowEnd: row.windowEnd,
  serviceType: row.serviceType,
  status: row.status as WaitlistEntry['status'],
  expiresAt: row.expiresAt.toISOString(),
});

const overlaps = (a: { windowStart: string; windowEnd: string }, b: { windowStart: string; windowEnd: string }) =>
  a.windowStart <= b.windowEnd && b.windowStart <= a.windowEnd;

/** What the entry keeps for its one-step booking: the form's details as validated, without the place and the window (services once each). */
function detailsOf({
  serviceType: _service,
  locationId: _location,
  scheduledDate: _date,
  windowStart: _from,
  windowEnd: _to,
  ...details
}: JoinWaitlistInput): WaitlistDetails {
  return { ...details, additionalServices: [...new Set(details.additionalServices)] };
}

/**
 * Puts a customer on the waitlist of a location's day for a window of start times: the window
 * must be slot starts of that day's opening hours, not begun, on a bookable day, and full (a free
 * start in it is for booking now). One address waits for at most WAITLIST_MAX_ACTIVE_ENTRIES
 * windows at once, and never twice for overlapping windows of one day and place. The booking
 * form's details are kept for the one-step booking of an offer; the confirmation goes out through
 * the outbox in the customer's language.
 */
export async function joinWaitlist(deps: JoinWaitlistDeps, input: JoinWaitlistInput, caller: Caller): Promise<WaitlistEntry> {
  if (!caller.userId && missingGuestContact(input)) throw HttpError.invalid('guestName', 'reservation.guestContactRequired');
  const email = (input.guestEmail ?? caller.email)?.toLowerCase();
  if (!email) throw HttpError.invalid('guestEmail', 'waitlist.emailRequired');
  const date = bookingDateOf(input.scheduledDate);
  if (!date) throw HttpError.invalid('scheduledDate', 'reservation.scheduledDate');
  const weekly = await deps.locations.byId(input.locationId);
  if (!weekly) throw HttpError.of('reservation.locationNotFound');
  const location = await locationOnDate(deps.openingDays, weekly, date);
  const now = deps.now();
  const times = slotTimesOfDay(date, location.openingHours);
  if (!times.includes(input.windowStart) || !times.includes(input.windowEnd)) throw HttpError.of('waitlist.windowOutsideHours');
  if (slotHasBegun(date, input.windowStart, now)) throw HttpError.of('waitlist.windowInPast');
  await assertBookableDay(deps, location.id, date, now);
  const booked = await countActiveReservations(deps.pool, location.id, date);
  const free = freeSlots({ date, openingHours: location.openingHours, capacity: location.capacity, booked, now });
  if (free.some((time) => time >= input.windowStart && time <= input.windowEnd)) throw HttpError.of('waitlist.timesFree');

  const window = { windowStart: input.windowStart, windowEnd: input.windowEnd };
  const row = await inTransaction(deps.pool, async (client) => {
    const active = await activeEntriesOf(client, email);
    if (active.some((entry) => entry.locationId === location.id && entry.scheduledDate === date && overlaps(entry, window))) {
      throw HttpError.of('waitlist.alreadyWaiting');
    }
    if (active.length >= WAITLIST_MAX_ACTIVE_ENTRIES) throw HttpError.of('waitlist.tooManyEntries');
    const { row: entry, leaveToken } = await insertWaitlistEntry(client, {
      locationId: location.id,
      scheduledDate: date,
      ...window,
      serviceType: input.serviceType,
      email,
      userId: caller.userId ?? null,
      language: eventLanguage(caller.language),
      details: detailsOf(input),
      // The entry ends when its window begins.
      expiresAt: helsinkiInstant(date, input.windowStart),
      createdAt: now,
    });
    await writeEvent(client, 'waitlist.joined', {
      entryId: entry.id,
      locationId: location.id,
      locationName: location.name,
      scheduledDate: date,
      ...window,
      serviceType: input.serviceType,
      email,
      name: input.guestName ?? null,
      language: eventLanguage(caller.language),
      leaveToken,
    });
    return entry;
  });
  return toWaitlistEntry(row);
}

/** Leaves the waitlist with the confirmation e-mail's link; anything wrong with the token is the one neutral 404. */
export async function leaveWaitlist(deps: Pick<JoinWaitlistDeps, 'pool' | 'now'>, token: string): Promise<{ left: true }> {
  const left = await inTransaction(deps.pool, (client) => leaveByToken(client, token, deps.now()));
  if (!left) throw HttpError.of('waitlist.leaveLinkNotValid');
  return { left: true };
}

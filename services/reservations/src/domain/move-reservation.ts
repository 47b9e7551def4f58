import { bookingDateOf, helsinkiInstant, slotProblem } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import { mintManageLink } from '../data-access/manage-links.js';
import { resetRemindersForMove } from '../data-access/reminder-claims.js';
import { appendEvent, type Actor } from '../data-access/reservation-events.js';
import { bumpCalendarSequence, moveIntoFreeBay } from '../data-access/reservation-changes.js';
import { writeEvent } from '../data-access/outbox.js';
import { contactEmailOf, type LockedReservation } from '../data-access/status-changes.js';
import { onClient } from '../data-access/waitlist.js';
import { appointmentFacts } from './appointment-facts.js';
import { assertBookableDay, type BookingDeps } from './book-reservation.js';
import { locationOnDate } from './location-day.js';
import { assertPlaceNotOffered } from './offered-places.js';

/** The new start of a move, checked like a booking's: a real day, opening hours, not begun, an open day within the horizon. */
export async function newStartOf(
  locations: LocationCache,
  current: LockedReservation,
  change: { scheduledDate: string; scheduledTime: string },
  now: Date,
  openingDays: Pick<BookingDeps, 'openingDays' | 'horizonDays'> = {},
) {
  const date = bookingDateOf(change.scheduledDate);
  if (!date) throw HttpError.invalid('scheduledDate', 'reservation.scheduledDate');
  const weekly = await locations.byId(current.locationId);
  if (!weekly) throw HttpError.of('reservation.locationNotFound');
  const location = await locationOnDate(openingDays.openingDays, weekly, date);
  const problem = slotProblem(date, change.scheduledTime, location.openingHours, now);
  if (problem === 'outsideHours') throw HttpError.of('reservation.slotOutsideHours');
  if (problem === 'inPast') throw HttpError.of('reservation.slotInPast');
  await assertBookableDay(openingDays, location.id, date, now);
  return { scheduledDate: date, scheduledTime: change.scheduledTime, startsAt: helsinkiInstant(date, change.scheduledTime), capacity: location.capacity };
}

/**
 * Moves a locked reservation to a checked start: it takes a bay at the new start in the same
 * transaction that frees the old one, keeps its tracking code, raises the calendar SEQUENCE and
 * tells the customer (an updated .ics with the same UID, and a manage link) through the outbox.
 * The reminders start over for the new time (chosen at `now`). Moving to the same start changes nothing.
 */
export async function moveLockedReservation(
  client: pg.PoolClient,
  current: LockedReservation,
  start: Awaited<ReturnType<typeof newStartOf>>,
  actor: Actor,
  now: Date,
) {
  if (start.startsAt.getTime() === current.startsAt.getTime()) return;
  // A tire order's fitting keeps the time the order was paid with (the order and its e-mails name
  // it, and no day before its tires are ready may be taken): the shop changes it, not a move.
  if (current.orderId !== null) throw HttpError.of('fitting.fixedWithOrder', { orderId: current.orderId });
  // A place offered to someone on the waitlist is theirs until the offer lapses.
  await assertPlaceNotOffered(onClient(client), { locationId: current.locationId, date: start.scheduledDate, time: start.scheduledTime }, start.capacity);
  if (!(await moveIntoFreeBay(client, current.id, start, start.capacity))) throw HttpError.of('reservation.slotUnavailable');
  const calendarSequence = await bumpCalendarSequence(client, current.id);
  await resetRemindersForMove(client, current.id, now);
  const from = { scheduledDate: current.scheduledDate, scheduledTime: current.scheduledTime };
  await appendEvent(client, {
    reservationId: current.id,
    type: 'moved',
    actor,
    details: { from, to: { scheduledDate: start.scheduledDate, scheduledTime: start.scheduledTime } },
  });
  const moved = { ...current, ...start, calendarSequence };
  const email = await contactEmailOf(client, current);
  await writeEvent(client, 'reservation.rescheduled', {
    ...appointmentFacts(moved, email),
    previousDate: from.scheduledDate,
    previousTime: from.scheduledTime,
    wasPaid: current.paymentStatus === 'paid',
    confirmed: current.status === 'confirmed',
    ...(email ? { manageToken: await mintManageLink(client, current.id, 'moved') } : {}),
  });
}

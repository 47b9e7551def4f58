import { bookingDateOf, helsinkiInstant, type NotificationEvent, RESERVATION_MESSAGES as M, slotProblem } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type pg from 'pg';
import type { LocationCache } from '../data-access/locations-repository.js';
import { mintManageLink } from '../data-access/manage-links.js';
import { appendEvent, type Actor } from '../data-access/reservation-events.js';
import { bumpCalendarSequence, moveIntoFreeBay } from '../data-access/reservation-changes.js';
import { contactEmailOf, writeOutboxEvent, type LockedReservation } from '../data-access/status-changes.js';
import { appointmentFacts } from './appointment-facts.js';
import { assertBookableDay, type BookingDeps } from './book-reservation.js';

export const RESERVATION_RESCHEDULED = 'reservation.rescheduled';

/** The new start of a move, checked like a booking's: a real day, opening hours, not begun, an open day within the horizon. */
export async function newStartOf(
  locations: LocationCache,
  current: LockedReservation,
  change: { scheduledDate: string; scheduledTime: string },
  now: Date,
  openingDays: Pick<BookingDeps, 'openingDays' | 'horizonDays'> = {},
) {
  const date = bookingDateOf(change.scheduledDate);
  if (!date) throw HttpError.badRequest(M.scheduledDate, { errors: [{ path: 'scheduledDate', message: M.scheduledDate }] });
  const location = await locations.byId(current.locationId);
  if (!location) throw HttpError.notFound(M.locationNotFound);
  const problem = slotProblem(date, change.scheduledTime, location.openingHours, now);
  if (problem === 'outsideHours') throw HttpError.unprocessable(M.slotOutsideHours);
  if (problem === 'inPast') throw HttpError.unprocessable(M.slotInPast);
  await assertBookableDay(openingDays, location.id, date, now);
  return { scheduledDate: date, scheduledTime: change.scheduledTime, startsAt: helsinkiInstant(date, change.scheduledTime), capacity: location.capacity };
}

/**
 * Moves a locked reservation to a checked start: it takes a bay at the new start in the same
 * transaction that frees the old one, keeps its tracking code, raises the calendar SEQUENCE and
 * tells the customer (an updated .ics with the same UID, and a manage link) through the outbox.
 * Moving to the same start changes nothing.
 */
export async function moveLockedReservation(client: pg.PoolClient, current: LockedReservation, start: Awaited<ReturnType<typeof newStartOf>>, actor: Actor) {
  if (start.startsAt.getTime() === current.startsAt.getTime()) return;
  if (!(await moveIntoFreeBay(client, current.id, start, start.capacity))) throw HttpError.conflict(M.slotUnavailable);
  const calendarSequence = await bumpCalendarSequence(client, current.id);
  const from = { scheduledDate: current.scheduledDate, scheduledTime: current.scheduledTime };
  await appendEvent(client, {
    reservationId: current.id,
    type: 'moved',
    actor,
    details: { from, to: { scheduledDate: start.scheduledDate, scheduledTime: start.scheduledTime } },
  });
  const moved = { ...current, ...start, calendarSequence };
  const email = await contactEmailOf(client, current);
  const event: NotificationEvent<'reservation.rescheduled'> = {
    ...appointmentFacts(moved, email),
    previousDate: from.scheduledDate,
    previousTime: from.scheduledTime,
    wasPaid: current.paymentStatus === 'paid',
    confirmed: current.status === 'confirmed',
    ...(email ? { manageToken: await mintManageLink(client, current.id, 'moved') } : {}),
  };
  await writeOutboxEvent(client, RESERVATION_RESCHEDULED, event);
}

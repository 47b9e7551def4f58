import {
  bookingDateOf,
  type CreateReservationInput,
  dayProblem,
  eventLanguage,
  helsinkiInstant,
  lastBookableDateOf,
  missingGuestContact,
  type Reservation,
  reservationTotalCents,
  slotProblem,
} from '@tire/contracts';
import { clientKey, HttpError, idempotentRequestHash, runIdempotently, type IdempotentAnswer } from '@tire/service-kit';
import type pg from 'pg';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@tire/contracts';
import { countUnpaidHolds } from '../data-access/hold-limits.js';
import type { Prisma } from '../data-access/database.js';
import type { LocationCache } from '../data-access/locations-repository.js';
import type { OpeningDaysCache } from '../data-access/opening-days.js';
import { mintManageLinkInPrisma } from '../data-access/manage-links.js';
import { writeEvent } from '../data-access/outbox.js';
import { findIdempotentAnswer, insertIntoFreeBay, saveIdempotentAnswer } from '../data-access/reservations-repository.js';
import { lockOfferedEntry, markBooked, type RunSql } from '../data-access/waitlist.js';
import { locationOnDate } from './location-day.js';
import { assertPlaceNotOffered } from './offered-places.js';
import { releaseReplacedHold } from './replace-hold.js';
import { toReservation, withLocation } from './reservation-view.js';
import { agreeStorage, storedSetOfBooking } from './tire-hotel/booking-checks.js';

export interface Caller {
  userId?: string;
  email?: string;
  language?: string;
  /** The browser's address as the BFF signed it (for the abuse limits). */
  clientIp?: string;
}

export interface BookingDeps {
  prisma: Prisma;
  locations: LocationCache;
  now: () => Date;
  /** Unpaid bookings one e-mail, user or client may hold at once (MAX_UNPAID_HOLDS). */
  maxUnpaidHolds: number;
  /** Holidays and closures; without it only the weekly hours count (unit tests of other rules). */
  openingDays?: OpeningDaysCache;
  /** Days ahead bookings are taken (BOOKING_HORIZON_DAYS; the contract's default without it). */
  horizonDays?: number;
  /** Releases the hold a booking replaces (`replacesHold`); without it none is released. */
  pool?: pg.Pool;
  /** How long the "held" e-mail waits in the outbox (HELD_EMAIL_DELAY_SECONDS). */
  heldEmailDelaySeconds: number;
  /** How long an unpaid booking holds its slot (RESERVATION_HOLD_MINUTES). */
  holdMinutes: number;
}

/**
 * Refuses (422) a day the location is closed (a holiday or its own closure) or one past the
 * booking horizon, whatever the time: the same rules the calendar and the slots call follow.
 */
export async function assertBookableDay(deps: Pick<BookingDeps, 'openingDays' | 'horizonDays'>, locationId: number, date: string, now: Date) {
  const closed = deps.openingDays ? await deps.openingDays.get() : { closedOn: () => null };
  const problem = dayProblem(locationId, date, {
    closedOn: closed.closedOn,
    lastBookableDate: lastBookableDateOf(now, deps.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS),
  });
  if (problem === 'beyondHorizon') {
    throw HttpError.of('availability.beyondHorizon');
  }
  if (problem === 'dayClosed') {
    throw HttpError.of('availability.dayClosed');
  }
}

export interface BookingRequest {
  input: CreateReservationInput;
  /** The body as sent, for recognising a retry of the same request. */
  rawBody: unknown;
  caller: Caller;
  idempotencyKey?: string;
  /** The waitlist entry whose offered place this booking takes (book-waitlist-offer.ts): its own hold does not count against it. */
  offer?: { entryId: number };
}

export type BookingAnswer = IdempotentAnswer<Reservation>;

/**
 * Books a slot: the day is read in Europe/Helsinki, the time must be a slot of that day that has
 * not begun, the total is computed here from the price tables (a client's totalPrice is
 * ignored), and the database picks a free bay or refuses. The reservation, its outbox event and
 * the idempotent answer are written in one transaction.
 */
export async function bookReservation(deps: BookingDeps, request: BookingRequest): Promise<BookingAnswer> {
  const { caller, idempotencyKey } = request;
  const hash = idempotentRequestHash(caller.userId, request.rawBody);
  return runIdempotently({
    key: idempotencyKey,
    requestHash: hash,
    findAnswer: (key) => findIdempotentAnswer(deps.prisma, key),
    conflict: 'reservation.idempotencyConflict',
    run: async () => {
      const reservation = await book(deps, request, hash);
      await releaseHoldReplacedBy(deps, request, reservation);
      return { status: 201, body: reservation };
    },
  });
}

/**
 * After the new booking is made (so a refused one leaves the first hold in place), the hold it
 * replaces is released. Should that fail, the booking still stands and the old hold simply runs
 * out with its time.
 */
async function releaseHoldReplacedBy(deps: BookingDeps, { input, caller, idempotencyKey }: BookingRequest, reservation: Reservation) {
  if (!input.replacesHold || !deps.pool || input.replacesHold === idempotencyKey) return;
  const actor = {
    type: caller.userId ? 'customer' : 'guest',
    id: caller.userId ?? null,
    email: reservation.guestEmail ?? caller.email ?? null,
    source: 'web',
  } as const;
  await releaseReplacedHold(
    deps.pool,
    { idempotencyKey: input.replacesHold, userId: caller.userId ?? null, actor, replacedBy: reservation.trackingCode },
    'reservation.created',
  ).catch(() => false);
}

export async function book(deps: BookingDeps, { input, caller, idempotencyKey, offer }: BookingRequest, hash: string): Promise<Reservation> {
  if (!caller.userId && missingGuestContact(input)) {
    throw HttpError.invalid('guestName', 'reservation.guestContactRequired');
  }
  const date = bookingDateOf(input.scheduledDate);
  if (!date) throw HttpError.invalid('scheduledDate', 'reservation.scheduledDate');
  const weekly = await deps.locations.byId(input.locationId);
  if (!weekly) throw HttpError.of('reservation.locationNotFound');
  const location = await locationOnDate(deps.openingDays, weekly, date);
  const problem = slotProblem(date, input.scheduledTime, location.openingHours, deps.now());
  if (problem === 'outsideHours') throw HttpError.of('reservation.slotOutsideHours');
  if (problem === 'inPast') throw HttpError.of('reservation.slotInPast');
  await assertBookableDay(deps, location.id, date, deps.now());
  const tireSetId = await storedSetOfBooking(deps, input, date, caller, deps.now());

  const startsAt = helsinkiInstant(date, input.scheduledTime);
  const totalCents = reservationTotalCents(input.serviceType, input.additionalServices);
  const contactEmail = input.guestEmail ?? caller.email ?? null;
  const client = caller.clientIp ? clientKey(caller.clientIp) : null;

  return deps.prisma.$transaction(
    async (tx) => {
      const run: RunSql = (text, values) => tx.$queryRawUnsafe(text, ...values);
      // The offer's row first, then the slot: the order the waitlist round takes them in too.
      if (offer && !(await lockOfferedEntry(run, offer.entryId, deps.now()))) throw HttpError.of('waitlist.offerNotValid');
      await assertPlaceNotOffered(run, { locationId: location.id, date, time: input.scheduledTime }, location.capacity, offer?.entryId ?? null);
      // Each unpaid booking holds a bay and mails whoever it names: only a few at a time per owner.
      const held = await countUnpaidHolds(tx, { email: contactEmail, userId: caller.userId ?? null, clientKey: client });
      if (Math.max(held.email, held.user, held.client) >= deps.maxUnpaidHolds) throw HttpError.of('reservation.tooManyUnpaidHolds');
      const id = await insertIntoFreeBay(
        tx,
        {
          serviceType: input.serviceType,
          locationId: location.id,
          scheduledDate: date,
          scheduledTime: input.scheduledTime,
          startsAt,
          userId: caller.userId ?? null,
          registrationNumber: input.registrationNumber,
          vehicleModel: input.vehicleModel,
          tireSize: input.tireSize,
          guestName: input.guestName ?? null,
          guestEmail: input.guestEmail ?? null,
          contactEmail,
          guestPhone: input.guestPhone ?? null,
          guestAddress: input.guestAddress,
          guestApartment: input.guestApartment ?? null,
          guestPostalCode: input.guestPostalCode,
          additionalServices: [...new Set(input.additionalServices)],
          totalCents,
          notes: input.notes ?? null,
          language: caller.language ?? null,
          clientKey: client,
          timeChosenAt: deps.now(),
        },
        location.capacity,
      );
      if (id === undefined) throw HttpError.of('reservation.slotUnavailable');
      // The tire hotel: the season change of a stored set (its pick list), and the storage line's agreement.
      if (tireSetId !== undefined) await tx.reservation.update({ where: { id }, data: { tireSetId } });
      if (input.additionalServices.includes('tire_storage')) {
        await agreeStorage(tx, {
          id,
          locationId: location.id,
          date,
          plate: input.registrationNumber,
          email: contactEmail,
          userId: caller.userId ?? null,
          language: caller.language ?? null,
        });
      }
      if (offer && !(await markBooked(run, offer.entryId, id, deps.now()))) throw HttpError.of('waitlist.offerNotValid');
      const reservation = toReservation(await tx.reservation.findUniqueOrThrow({ where: { id }, include: withLocation }), deps.now(), deps.holdMinutes);
      // Announced through the outbox so the confirmation is sent even if Redis is down now.
      await writeEvent(
        tx,
        'reservation.created',
        {
          reservationId: reservation.id,
          trackingCode: reservation.trackingCode,
          locationId: location.id,
          locationName: location.name,
          locationAddress: location.address ?? null,
          scheduledDate: reservation.scheduledDate,
          scheduledTime: reservation.scheduledTime,
          startsAt: reservation.startsAt,
          serviceType: reservation.serviceType,
          totalCents,
          userId: caller.userId ?? null,
          email: contactEmail,
          name: reservation.guestName,
          language: eventLanguage(caller.language),
          additionalServices: [...new Set(input.additionalServices)],
          holdExpiresAt: reservation.holdExpiresAt ?? null,
          // The guest's manage link, created with the booking: only its digest is kept here.
          ...(contactEmail ? { manageToken: await mintManageLinkInPrisma(tx, id, 'created') } : {}),
        },
        // Waits a moment, so a hold replaced at once is withdrawn unsent (replace-hold.ts).
        { availableAt: new Date(deps.now().getTime() + deps.heldEmailDelaySeconds * 1000) },
      );
      await tx.reservationEvent.create({
        data: {
          reservationId: id,
          type: 'created',
          toStatus: 'pending',
          actorType: caller.userId ? 'customer' : 'guest',
          actorId: caller.userId ?? null,
          actorEmail: contactEmail,
          source: 'web',
          details: { totalCents },
        },
      });
      if (idempotencyKey) await saveIdempotentAnswer(tx, idempotencyKey, hash, 201, reservation);
      return reservation;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}

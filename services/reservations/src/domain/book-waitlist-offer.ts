import type { CreateReservationInput, Reservation, WaitlistOffer } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type pg from 'pg';
import { entryOfOfferToken, onClient, type WaitlistRow } from '../data-access/waitlist.js';
import { book, type BookingDeps, type Caller } from './book-reservation.js';

/**
 * A waitlist offer's link (/waitlist-offer#token=…): what it shows and its one-step booking. The
 * link is the proof of the mailbox the entry was made with. A used, lapsed, unknown or forged
 * token is the one neutral 404 (waitlist.offerNotValid); the page then offers to book normally.
 */
export type WaitlistBookingDeps = BookingDeps & { pool: pg.Pool };

const offerNotValid = () => HttpError.of('waitlist.offerNotValid');

async function liveOffer(
  deps: WaitlistBookingDeps,
  token: string,
): Promise<WaitlistRow & { offeredTime: string; offeredStartsAt: Date; offerExpiresAt: Date }> {
  const entry = await entryOfOfferToken(onClient(deps.pool), token);
  if (!entry?.offeredTime || !entry.offeredStartsAt || !entry.offerExpiresAt || entry.offerExpiresAt.getTime() <= deps.now().getTime()) throw offerNotValid();
  return entry as WaitlistRow & { offeredTime: string; offeredStartsAt: Date; offerExpiresAt: Date };
}

/** The place an offer holds and until when. */
export async function waitlistOffer(deps: WaitlistBookingDeps, token: string): Promise<WaitlistOffer> {
  const entry = await liveOffer(deps, token);
  const location = await deps.locations.byId(entry.locationId);
  if (!location) throw offerNotValid();
  return {
    locationId: location.id,
    locationName: location.name,
    scheduledDate: entry.scheduledDate,
    scheduledTime: entry.offeredTime,
    startsAt: entry.offeredStartsAt.toISOString(),
    serviceType: entry.serviceType,
    offerExpiresAt: entry.offerExpiresAt.toISOString(),
  };
}

/**
 * Books the offered place from the entry's details, as the booking form would have (the same
 * rules, price, hold until paid, receipt e-mail), in the entry's language and for its account if
 * it was made signed in. In the booking's transaction the offer is locked and marked booked, and
 * its own hold does not count against it; once it has lapsed, the answer is the neutral 404.
 */
export async function bookWaitlistOffer(deps: WaitlistBookingDeps, token: string, caller: Caller): Promise<Reservation> {
  const entry = await liveOffer(deps, token);
  return book(
    deps,
    {
      input: {
        ...entry.details,
        serviceType: entry.serviceType as CreateReservationInput['serviceType'],
        locationId: entry.locationId,
        scheduledDate: entry.scheduledDate,
        scheduledTime: entry.offeredTime,
      },
      rawBody: null,
      caller: { userId: entry.userId ?? undefined, email: entry.email, language: entry.language ?? undefined, clientIp: caller.clientIp },
      offer: { entryId: entry.id },
    },
    '',
  );
}

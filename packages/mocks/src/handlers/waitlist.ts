import { http } from 'msw';
import {
  bookWaitlistOffer,
  getWaitlistOffer,
  helsinkiInstant,
  joinWaitlist,
  leaveWaitlist,
  missingGuestContact,
  slotHasBegun,
  slotTimesOfDay,
  WAITLIST_MAX_ACTIVE_ENTRIES,
  type CreateReservationInput,
  type JoinWaitlistInput,
  type WaitlistEntry,
  type WaitlistOffer,
} from '@tire/contracts';
import { bookingDay, type MockDb } from '../db.js';
import { api, apiError, contractJson, invalidField, parseBody, simulateLatency, type HandlerOptions } from '../respond.js';
import { reservationView } from './reservations.js';

/** An entry as the mocks keep it: the contract's view and the form's details its offer books with. */
export interface MockWaitlistEntry {
  entry: WaitlistEntry;
  email: string;
  details: Omit<JoinWaitlistInput, 'windowStart' | 'windowEnd'>;
}

/** A place offered from the waitlist (the e-mail's /waitlist-offer#token=…), with the details it books with. */
export interface MockWaitlistOffer {
  offer: WaitlistOffer;
  details?: Partial<Omit<CreateReservationInput, 'scheduledDate' | 'scheduledTime' | 'locationId' | 'serviceType'>>;
}

/** What an offer seeded without details books with (a guest's complete form). */
const DEFAULT_DETAILS = {
  registrationNumber: 'ABC-123',
  vehicleModel: 'Toyota Corolla',
  tireSize: '205/55R16',
  guestName: 'Maija Meikäläinen',
  guestEmail: 'maija@example.fi',
  guestPhone: '+358401234567',
  guestAddress: 'Esimerkkikatu 1',
  guestPostalCode: '00100',
  additionalServices: [],
} satisfies Partial<CreateReservationInput>;

const overlaps = (a: { windowStart: string; windowEnd: string }, b: { windowStart: string; windowEnd: string }) =>
  a.windowStart <= b.windowEnd && b.windowStart <= a.windowEnd;

/**
 * The waitlist as the reservations service answers it: joining checks the window (the day's slot
 * starts, not begun, full), the address's duplicates and its limit; an offer's link shows the held
 * place until it lapses and books it in one step (then it is used). The mocks make no offers by
 * themselves: a test seeds one (db.waitlistOffers) as the service's round would. The confirmation's
 * leave link ends an entry once (db.waitlistLeaveLinks).
 */
export const waitlistHandlers = (db: MockDb, options: HandlerOptions = {}) => [
  http.post(api(joinWaitlist.path), async ({ request }) => {
    await simulateLatency(options);
    const body = await parseBody(request, joinWaitlist.body);
    if (!body.ok) return body.response;
    const input = body.data;
    if (!db.user && missingGuestContact(input)) return invalidField('guestName', 'reservation.guestContactRequired');
    const email = (input.guestEmail ?? db.user?.email)?.toLowerCase();
    if (!email) return invalidField('guestEmail', 'waitlist.emailRequired');
    const location = db.findLocation(input.locationId);
    if (!location) return apiError('reservation.locationNotFound');
    const date = bookingDay(input.scheduledDate);
    const times = slotTimesOfDay(date, db.dayOf(location, date).openingHours);
    if (!times.includes(input.windowStart) || !times.includes(input.windowEnd)) return apiError('waitlist.windowOutsideHours');
    if (slotHasBegun(date, input.windowStart, db.now())) return apiError('waitlist.windowInPast');
    if (db.freeSlots(location, date).some((time) => time >= input.windowStart && time <= input.windowEnd)) return apiError('waitlist.timesFree');
    const active = db.waitlist.filter((item) => item.email === email && (item.entry.status === 'waiting' || item.entry.status === 'offered'));
    if (active.some((item) => item.entry.locationId === location.id && item.entry.scheduledDate === date && overlaps(item.entry, input))) {
      return apiError('waitlist.alreadyWaiting');
    }
    if (active.length >= WAITLIST_MAX_ACTIVE_ENTRIES) return apiError('waitlist.tooManyEntries');
    const { windowStart, windowEnd, ...details } = input;
    const entry: WaitlistEntry = {
      id: db.waitlist.length + 1,
      locationId: location.id,
      scheduledDate: date,
      windowStart,
      windowEnd,
      serviceType: input.serviceType,
      status: 'waiting',
      expiresAt: helsinkiInstant(date, windowStart).toISOString(),
    };
    db.waitlist.push({ entry, email, details });
    // The confirmation's leave link (the service mints 256 random bits; the mocks a readable token).
    db.waitlistLeaveLinks.add(`leave-${entry.id}`.padEnd(43, 'x'));
    return contractJson(joinWaitlist.response, entry, { status: 201 });
  }),

  http.get(api(getWaitlistOffer.path), async ({ params }) => {
    await simulateLatency(options);
    const held = db.liveOffer(String(params.offerToken));
    if (!held) return apiError('waitlist.offerNotValid');
    return contractJson(getWaitlistOffer.response, held.offer);
  }),

  http.post(api(bookWaitlistOffer.path), async ({ params }) => {
    await simulateLatency(options);
    const token = String(params.offerToken);
    const held = db.liveOffer(token);
    if (!held) return apiError('waitlist.offerNotValid');
    const { offer } = held;
    const result = db.book({
      ...DEFAULT_DETAILS,
      ...held.details,
      serviceType: offer.serviceType as CreateReservationInput['serviceType'],
      locationId: offer.locationId,
      scheduledDate: offer.scheduledDate,
      scheduledTime: offer.scheduledTime,
    } as CreateReservationInput);
    if (!result.ok) return apiError(`reservation.${result.reason}`);
    db.waitlistOffers.delete(token);
    return contractJson(bookWaitlistOffer.response, reservationView(db, result.reservation), { status: 201 });
  }),

  http.post(api(leaveWaitlist.path), async ({ params }) => {
    await simulateLatency(options);
    const token = String(params.leaveToken);
    if (!db.waitlistLeaveLinks.delete(token)) return apiError('waitlist.leaveLinkNotValid');
    const id = /^leave-(\d+)x/.exec(token)?.[1];
    const left = db.waitlist.find((item) => String(item.entry.id) === id);
    if (left) left.entry.status = 'left';
    return contractJson(leaveWaitlist.response, { left: true });
  }),
];

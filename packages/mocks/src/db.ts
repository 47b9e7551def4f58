import {
  bookingDateOf,
  centsToEuroText,
  DEFAULT_HOLD_MINUTES,
  freeSlots,
  helsinkiInstant,
  locationOnDay,
  slotProblem,
  reservationTotalCents,
  TRACKING_CODE_ALPHABET,
  TRACKING_CODE_LENGTH,
  TRACKING_CODE_PREFIX,
  type CreateReservationInput,
  type Reservation,
  type ServiceLocation,
  type TireSet,
  type SignInOptions,
  type TireOrder,
  type TireProduct,
  type User,
} from '@tire/contracts';
import { fixtureLocations, fixtureProducts, fixtureUser } from './fixtures.js';
import { fixtureRushDays } from './handlers/opening-days.js';
import type { MockWaitlistEntry, MockWaitlistOffer } from './handlers/waitlist.js';

export interface MockDbOptions {
  /** The signed-in user; null (the default) means every /api/auth/user answers 401. */
  user?: User | null;
  locations?: ServiceLocation[];
  products?: TireProduct[];
  reservations?: Reservation[];
  /** Shop orders that exist already (an admin's list gives AdminOrders, which are TireOrders with who ordered). */
  orders?: TireOrder[];
  /** Accounts that exist already: verifying a code for one of these e-mails signs that user in (e.g. an admin). */
  accounts?: User[];
  /** The clock that decides which slots have passed. */
  now?: () => Date;
  /** What GET /api/auth/sign-in-options answers: by default no Google (the mocks cannot sign in there). */
  signInOptions?: SignInOptions;
  /** Guests' manage links that exist already: token -> reservation id (the booking e-mails' /manage-booking#token=…). */
  manageLinks?: Record<string, number>;
  /** Live "my bookings" links that exist already: token -> e-mail address (/my-bookings#token=…). */
  emailAccessLinks?: Record<string, string>;
  /** Places offered from the waitlist: token -> the offer (the e-mail's /waitlist-offer#token=…). */
  waitlistOffers?: Record<string, MockWaitlistOffer>;
  /** Leave links of waitlist confirmations that still work (/leave-waitlist#token=…). */
  waitlistLeaveLinks?: string[];
  /** The signed-in customer's stored tire sets ("My tires"). */
  tireSets?: TireSet[];
  /** How long an unpaid booking keeps its slot and an unpaid order its tires (the services' default, DEFAULT_HOLD_MINUTES). */
  holdMinutes?: number;
}

export type MockDb = ReturnType<typeof createMockDb>;

/** A PaymentIntent as the payments service keeps it: for one reservation or one order. */
export interface MockPayment {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  trackingCode: string | null;
  orderId: number | null;
}

/**
 * An in-memory stand-in for the services behind the BFF: enough behaviour (opening hours,
 * capacity, idempotency, server-side totals) for the screens to meet every state they can show.
 */
export function createMockDb(options: MockDbOptions = {}) {
  const locations = options.locations ?? fixtureLocations();
  const products = options.products ?? fixtureProducts();
  const reservations: Reservation[] = [...(options.reservations ?? [])];
  const orders: TireOrder[] = [...(options.orders ?? [])];
  // PaymentIntents of the local card provider (see handlers/payments.ts).
  const payments: MockPayment[] = [];
  const idempotentAnswers = new Map<string, { fingerprint: string; reservation: Reservation }>();
  // The shop's Idempotency-Keys, per customer as the catalogue service keeps them.
  const orderAnswers = new Map<string, { fingerprint: string; order: TireOrder }>();
  const now = options.now ?? (() => new Date());
  let nextReservationId = reservations.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  let nextOrderId = 1;
  // Accounts by e-mail, and sign-ups waiting for their code (the accounts service's job).
  const accounts = new Map<string, User>((options.accounts ?? []).map((account) => [account.email, account]));
  const pendingSignups = new Map<string, User>();
  // The guests' manage links (token -> reservation id) and the tracking codes the track page asked a link for.
  const manageLinks = new Map<string, number>(Object.entries(options.manageLinks ?? {}));
  const manageLinkRequests: string[] = [];
  // The live "my bookings" links (token -> address) and the addresses a link was asked for.
  const emailAccessLinks = new Map<string, string>(Object.entries(options.emailAccessLinks ?? {}));
  const emailAccessRequests: string[] = [];
  // The waitlist's entries, and the places offered from it (token -> offer).
  const waitlist: MockWaitlistEntry[] = [];
  const waitlistOffers = new Map<string, MockWaitlistOffer>(Object.entries(options.waitlistOffers ?? {}));
  const waitlistLeaveLinks = new Set<string>(options.waitlistLeaveLinks ?? []);

  const holdMinutes = options.holdMinutes ?? DEFAULT_HOLD_MINUTES;

  const db = {
    user: options.user ?? null,
    /** How long an unpaid booking or order holds (RESERVATION_HOLD_MINUTES, ORDER_HOLD_MINUTES of the services). */
    holdMinutes,
    signInOptions: options.signInOptions ?? { google: false, developmentProvider: false },
    locations,
    products,
    reservations,
    orders,
    payments,
    accounts,
    pendingSignups,
    manageLinks,
    manageLinkRequests,
    emailAccessLinks,
    emailAccessRequests,
    waitlist,
    waitlistOffers,
    waitlistLeaveLinks,
    tireSets: options.tireSets ?? [],
    now,

    /** The offer a token names while it holds its place (not used, not lapsed). */
    liveOffer(token: string): MockWaitlistOffer | undefined {
      const held = waitlistOffers.get(token);
      return held && Date.parse(held.offer.offerExpiresAt) > now().getTime() ? held : undefined;
    },

    signIn(user: User = fixtureUser()) {
      db.user = user;
    },
    signOut() {
      db.user = null;
    },

    findLocation: (id: number) => locations.find((location) => location.id === id),

    /** Active bookings per start time of a location's day, as the service counts them. */
    bookedTimes(locationId: number, date: string): Map<string, number> {
      const booked = new Map<string, number>();
      for (const item of reservations) {
        if (item.locationId === locationId && item.scheduledDate === date && item.status !== 'cancelled') {
          booked.set(item.scheduledTime, (booked.get(item.scheduledTime) ?? 0) + 1);
        }
      }
      return booked;
    },

    /** Why a start time cannot be booked whatever the other bookings (outside the hours, begun), by the service's rules. */
    slotProblem: (location: ServiceLocation, date: string, time: string) => slotProblem(date, time, db.dayOf(location, date).openingHours, now()),

    /** The location's hours and bays on a date, its rush day's extra capacity included (the slot rules' one definition). */
    /** Rush days by `${locationId}/${date}`: what the admin's rush-day calls list, save and remove. */
    rushDays: fixtureRushDays(),
    extraOn: (locationId: number, date: string) => db.rushDays.get(`${locationId}/${date}`) ?? null,
    dayOf: (location: ServiceLocation, date: string) => locationOnDay(location, date, db.extraOn(location.id, date)),

    freeSlots: (location: ServiceLocation, date: string): string[] => {
      const day = db.dayOf(location, date);
      return freeSlots({ date, openingHours: day.openingHours, capacity: day.capacity, booked: db.bookedTimes(location.id, date), now: now() });
    },

    /** Books a slot or says why not; a replayed idempotency key returns the first answer. */
    book(
      input: CreateReservationInput,
      idempotencyKey?: string,
    ):
      | { ok: true; reservation: Reservation; replayed: boolean }
      | { ok: false; reason: 'locationNotFound' | 'slotOutsideHours' | 'slotInPast' | 'slotUnavailable' | 'idempotencyConflict' } {
      const fingerprint = JSON.stringify(input);
      if (idempotencyKey) {
        const earlier = idempotentAnswers.get(idempotencyKey);
        if (earlier) {
          return earlier.fingerprint === fingerprint
            ? { ok: true, reservation: earlier.reservation, replayed: true }
            : { ok: false, reason: 'idempotencyConflict' };
        }
      }
      const location = db.findLocation(input.locationId);
      if (!location) return { ok: false, reason: 'locationNotFound' };
      const date = bookingDay(input.scheduledDate);
      const problem = db.slotProblem(location, date, input.scheduledTime);
      if (problem) return { ok: false, reason: problem === 'outsideHours' ? 'slotOutsideHours' : 'slotInPast' };
      const capacity = db.dayOf(location, date).capacity;
      if ((db.bookedTimes(location.id, date).get(input.scheduledTime) ?? 0) >= capacity) return { ok: false, reason: 'slotUnavailable' };

      const extras = input.additionalServices;
      // The first bay no active booking of the slot holds, as the service's insert does.
      const taken = new Set(
        reservations
          .filter(
            (item) =>
              item.locationId === location.id && item.scheduledDate === date && item.scheduledTime === input.scheduledTime && item.status !== 'cancelled',
          )
          .map((item) => item.bay),
      );
      let bay = 1;
      while (taken.has(bay)) bay++;
      const reservation: Reservation = {
        id: nextReservationId++,
        trackingCode: newTrackingCode(reservations),
        serviceType: input.serviceType,
        locationId: location.id,
        scheduledDate: date,
        scheduledTime: input.scheduledTime,
        startsAt: helsinkiInstant(date, input.scheduledTime).toISOString(),
        registrationNumber: input.registrationNumber,
        vehicleBrand: input.registrationNumber,
        vehicleModel: input.vehicleModel,
        tireSize: input.tireSize,
        guestName: input.guestName ?? null,
        guestEmail: input.guestEmail ?? null,
        guestPhone: input.guestPhone ?? null,
        guestAddress: input.guestAddress,
        guestApartment: input.guestApartment ?? null,
        guestPostalCode: input.guestPostalCode,
        additionalServices: JSON.stringify(extras),
        // The server's own prices; the client's totalPrice is ignored.
        totalPrice: centsToEuroText(reservationTotalCents(input.serviceType, extras)),
        status: 'pending',
        paymentStatus: 'pending',
        notes: input.notes ?? null,
        createdAt: now().toISOString(),
        bay,
        contactEmail: input.guestEmail ?? db.user?.email ?? null,
      };
      reservations.push(reservation);
      if (idempotencyKey) idempotentAnswers.set(idempotencyKey, { fingerprint, reservation });
      return { ok: true, reservation, replayed: false };
    },

    findByTrackingCode: (code: string) => reservations.find((item) => item.trackingCode === code.trim().toUpperCase()),

    /** A new manage link for a booking (as a booking e-mail carries one); returns its token. */
    issueManageLink(reservationId: number, token = `mock-${reservationId}-${manageLinks.size + 1}`.padEnd(43, 'x')): string {
      manageLinks.set(token, reservationId);
      return token;
    },

    /** Every link of a booking stops working (its cancellation). */
    revokeManageLinks(reservationId: number) {
      for (const [token, id] of manageLinks) if (id === reservationId) manageLinks.delete(token);
    },

    /** A payment's success: its reservation or order is paid (once, however often it is reported). */
    markPaid(payment: MockPayment) {
      const reservation = payment.trackingCode ? db.findByTrackingCode(payment.trackingCode) : undefined;
      if (reservation) reservation.paymentStatus = 'paid';
      const order = payment.orderId ? orders.find((item) => item.id === payment.orderId) : undefined;
      if (order && order.status === 'pending') {
        order.status = 'paid';
        order.paidAt = now().toISOString();
      }
    },

    /** A pending order holds its tires for holdMinutes (as the catalogue service's ORDER_HOLD_MINUTES). */
    createOrder(order: Omit<TireOrder, 'id' | 'createdAt'>): TireOrder {
      const createdAt = now();
      const holdExpiresAt = order.status === 'pending' ? new Date(createdAt.getTime() + holdMinutes * 60_000).toISOString() : null;
      const created: TireOrder = { holdExpiresAt, ...order, id: nextOrderId++, createdAt: createdAt.toISOString() };
      orders.push(created);
      return created;
    },

    /** The first answer to a customer's Idempotency-Key for an order, or why the key cannot be used again. */
    replayOrder(userId: string, key: string, fingerprint: string): { order: TireOrder } | { conflict: true } | undefined {
      const earlier = orderAnswers.get(`${userId} ${key}`);
      if (!earlier) return undefined;
      return earlier.fingerprint === fingerprint ? { order: earlier.order } : { conflict: true };
    },

    rememberOrder(userId: string, key: string, fingerprint: string, order: TireOrder) {
      orderAnswers.set(`${userId} ${key}`, { fingerprint, order });
    },
  };
  return db;
}

/** The booking's Helsinki calendar day: an ISO instant is read in Helsinki, a plain date as is. */
export const bookingDay = (scheduledDate: string): string => bookingDateOf(scheduledDate) ?? scheduledDate;

function newTrackingCode(existing: Reservation[]): string {
  for (;;) {
    let suffix = '';
    for (let i = 0; i < TRACKING_CODE_LENGTH; i += 1) {
      suffix += TRACKING_CODE_ALPHABET[Math.floor(Math.random() * TRACKING_CODE_ALPHABET.length)];
    }
    const code = `${TRACKING_CODE_PREFIX}-${suffix}`;
    if (!existing.some((item) => item.trackingCode === code)) return code;
  }
}

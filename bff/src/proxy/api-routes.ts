import { z } from 'zod';
import {
  cancelManagedReservation,
  confirmManagedAttendance,
  completeProfile,
  confirmLocalPayment,
  createPaymentIntent,
  createReservation,
  createReservationPayment,
  createTireOrder,
  chooseOrderFitting,
  cancelMyOrder,
  downloadReservationCalendar,
  getAdminStats,
  getAvailability,
  getManagedReservation,
  getWaitlistOffer,
  bookWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  getPaymentsAttention,
  getCurrentUser,
  listAdminOrders,
  listAdminReservations,
  listAdminReservationsByDatePath,
  adminMoveReservation,
  listRushDays,
  saveRushDay,
  removeRushDay,
  listSeasonWindows,
  createSeasonWindow,
  sendInvitationBatch,
  getSeasonForecast,
  getSeasonInvitation,
  listReservationEvents,
  listAvailableSlots,
  listMyReservations,
  listServiceLocations,
  listTireOrders,
  listTireProducts,
  moveManagedReservation,
  ping,
  receiveStripeWebhook,
  requestManageLink,
  requestMyBookingsLink,
  sendCode,
  sendContactMessage,
  signup,
  trackReservation,
  updateReservation,
  updateOrderStatus,
  updateReservationStatus,
  verifyPayment,
  listMyTireSets,
  getSeasonChangePrefill,
  endTireStorage,
  recordTireSetIntake,
  listAdminTireSets,
  takeOutTireSet,
  returnTireSet,
  getTireSetPickList,
  adminEndTireStorage,
  type ApiCall,
} from '@tire/contracts';
import type { ServiceName } from '../config.js';

/**
 * Who may make a call. `public`: anyone (a signed-in caller's identity is still passed on);
 * `signed-in`: 401 from the BFF without a session; `admin`: 401 without a session, 403 for
 * non-admins. Services check again: this is the first gate, not the only one.
 */
export type Access = 'public' | 'signed-in' | 'admin';
export type HttpMethod = ApiCall['method'];
export type RateLimitName = 'track' | 'booking' | 'payment' | 'contact' | 'order' | 'availability';

export interface ApiRoute {
  method: HttpMethod;
  /** Express path, the contract's own template (e.g. /api/reservations/:id). */
  path: string;
  service: ServiceName;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The answer's schema (what the availability cache checks before it keeps an answer). */
  response?: z.ZodType;
  /** Pass the body through byte for byte (signed webhooks); no JSON parsing, no validation. */
  rawBody?: boolean;
  /** Not called by browsers (e.g. Stripe's servers), so not subject to the CSRF rule. */
  csrfExempt?: boolean;
  rateLimit?: RateLimitName;
  /**
   * Served from the availability cache while fresh (availability-cache.ts). Such a call reaches
   * the router only on a miss, so its rate limit ('availability') counts cache misses.
   */
  availabilityCache?: boolean;
}

/** A route from a contract call: method, path, path parameter, body and query schemas come from @tire/contracts. */
const call = (
  contract: ApiCall<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>,
  service: ServiceName,
  access: Access,
  extra: Partial<ApiRoute> = {},
): ApiRoute => ({
  method: contract.method,
  path: contract.path,
  service,
  access,
  ...(contract.params ? { params: contract.params } : {}),
  ...(contract.body ? { body: contract.body } : {}),
  ...(contract.query ? { query: contract.query } : {}),
  ...(contract.response ? { response: contract.response } : {}),
  ...extra,
});

/**
 * THE API route table: every /api call, the service that owns it and how the BFF guards it. The
 * router is generated from this list; nothing about routes lives anywhere else.
 *
 * /api/contact goes to notifications: a contact message is mail to the business, and the
 * notifications service owns outgoing mail (the BullMQ worker and its outbox).
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // reservations
  call(ping, 'reservations', 'public'),
  call(listServiceLocations, 'reservations', 'public'),
  call(listAvailableSlots, 'reservations', 'public', { availabilityCache: true, rateLimit: 'availability' }),
  call(getAvailability, 'reservations', 'public', { availabilityCache: true, rateLimit: 'availability' }),
  call(createReservation, 'reservations', 'public', { rateLimit: 'booking' }),
  call(listMyReservations, 'reservations', 'signed-in'),
  call(trackReservation, 'reservations', 'public', { rateLimit: 'track' }),
  call(downloadReservationCalendar, 'reservations', 'public', { rateLimit: 'track' }),
  call(updateReservation, 'reservations', 'signed-in'),
  // A guest's manage link (the token in the path is the proof) and the track page's "e-mail me the
  // link": each answered per secret, so counted with the tracking lookups; a guesser gets at most
  // TRACK_RATE_LIMIT tries a minute, against 2^256 tokens.
  call(getManagedReservation, 'reservations', 'public', { rateLimit: 'track' }),
  call(moveManagedReservation, 'reservations', 'public', { rateLimit: 'track' }),
  call(cancelManagedReservation, 'reservations', 'public', { rateLimit: 'track' }),
  call(confirmManagedAttendance, 'reservations', 'public', { rateLimit: 'track' }),
  call(requestManageLink, 'reservations', 'public', { rateLimit: 'track' }),
  // The waitlist: joining writes an entry and mails whoever it names (counted as a booking); an
  // offer's link is a secret like the manage link's (counted with the tracking lookups).
  call(joinWaitlist, 'reservations', 'public', { rateLimit: 'booking' }),
  call(getWaitlistOffer, 'reservations', 'public', { rateLimit: 'track' }),
  call(bookWaitlistOffer, 'reservations', 'public', { rateLimit: 'booking' }),
  call(leaveWaitlist, 'reservations', 'public', { rateLimit: 'track' }),
  call(updateReservationStatus, 'reservations', 'admin'),
  call(listAdminReservations, 'reservations', 'admin'),
  call(listAdminReservationsByDatePath, 'reservations', 'admin'),
  call(getAdminStats, 'reservations', 'admin'),
  call(listReservationEvents, 'reservations', 'admin'),
  call(adminMoveReservation, 'reservations', 'admin'),
  call(getPaymentsAttention, 'payments', 'admin'),
  // The autumn rush (issue 27, part 5): the admin's rush days, season windows, invitation batches
  // and forecast; an invitation's link is a secret like the manage link's (counted with the tracking lookups).
  call(listRushDays, 'reservations', 'admin'),
  call(saveRushDay, 'reservations', 'admin'),
  call(removeRushDay, 'reservations', 'admin'),
  call(listSeasonWindows, 'reservations', 'admin'),
  call(createSeasonWindow, 'reservations', 'admin'),
  call(sendInvitationBatch, 'reservations', 'admin'),
  call(getSeasonForecast, 'reservations', 'admin'),
  call(getSeasonInvitation, 'reservations', 'public', { rateLimit: 'track' }),
  // The tire hotel (issue 27): the customer's stored sets and season change, staff's intake and pick list.
  call(listMyTireSets, 'reservations', 'signed-in'),
  call(getSeasonChangePrefill, 'reservations', 'signed-in'),
  call(endTireStorage, 'reservations', 'signed-in'),
  call(recordTireSetIntake, 'reservations', 'admin'),
  call(listAdminTireSets, 'reservations', 'admin'),
  call(takeOutTireSet, 'reservations', 'admin'),
  call(returnTireSet, 'reservations', 'admin'),
  call(getTireSetPickList, 'reservations', 'admin'),
  call(adminEndTireStorage, 'reservations', 'admin'),

  // catalogue (products and orders)
  call(listTireProducts, 'catalogue', 'public'),
  call(listTireOrders, 'catalogue', 'signed-in'),
  call(createTireOrder, 'catalogue', 'signed-in', { rateLimit: 'order' }),
  call(listAdminOrders, 'catalogue', 'admin'),
  call(updateOrderStatus, 'catalogue', 'admin'),
  // A fitting time held with the order: a booking, counted as one.
  call(chooseOrderFitting, 'catalogue', 'signed-in', { rateLimit: 'booking' }),
  call(cancelMyOrder, 'catalogue', 'signed-in'),

  // payments
  call(createPaymentIntent, 'payments', 'signed-in', { rateLimit: 'payment' }),
  // Answered per tracking code: counted with the tracking lookups, so it is no oracle for codes.
  call(createReservationPayment, 'payments', 'public', { rateLimit: 'track' }),
  call(verifyPayment, 'payments', 'public', { rateLimit: 'payment' }),
  // The local provider's card form (no Stripe keys): the client secret in the body authorizes it.
  call(confirmLocalPayment, 'payments', 'public', { rateLimit: 'payment' }),
  call(receiveStripeWebhook, 'payments', 'public', { rawBody: true, csrfExempt: true }),

  // accounts. POST /api/auth/verify-code (contract verifyCode) is not proxied: it starts the
  // session, so the BFF answers it itself (bff/src/routes/session-routes.ts), as GET /api/logout.
  call(getCurrentUser, 'accounts', 'signed-in'),
  call(sendCode, 'accounts', 'public'),
  call(signup, 'accounts', 'public'),
  call(completeProfile, 'accounts', 'signed-in'),
  // "My bookings": the accounts service limits the e-mails per address and per client (as the
  // login codes'). GET /api/my-bookings/:token fans out to three services, so the BFF answers it
  // itself (bff/src/routes/my-bookings-routes.ts).
  call(requestMyBookingsLink, 'accounts', 'public'),

  // notifications
  call(sendContactMessage, 'notifications', 'public', { rateLimit: 'contact' }),
];

/** Paths exempt from the CSRF rule, derived from the table. */
export const csrfExemptPaths = (routes: readonly ApiRoute[] = API_ROUTES) => new Set(routes.filter((route) => route.csrfExempt).map((route) => route.path));

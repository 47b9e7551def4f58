import type { RequestHandler } from 'msw';
import { createMockDb, type MockDb } from './db.js';
import { adminHandlers } from './handlers/admin.js';
import { rushHandlers } from './handlers/rush.js';
import { authHandlers } from './handlers/auth.js';
import { availableSlotHandlers } from './handlers/available-slots.js';
import { manageBookingHandlers } from './handlers/manage-booking.js';
import { myBookingsHandlers } from './handlers/my-bookings.js';
import { reservationHandlers } from './handlers/reservations.js';
import { reservationChangeHandlers } from './handlers/reservation-changes.js';
import { serviceLocationHandlers } from './handlers/service-locations.js';
import { shopHandlers } from './handlers/shop.js';
import { paymentHandlers } from './handlers/payments.js';
import { waitlistHandlers } from './handlers/waitlist.js';
import { tireHotelHandlers } from './handlers/tire-hotel.js';
import { privacyHandlers } from './handlers/privacy.js';
import type { HandlerOptions } from './respond.js';

export { createMockDb, bookingDay, type MockDb, type MockDbOptions, type MockPayment } from './db.js';
export { fixtureLocations, fixtureProducts, fixtureReservation, fixtureUser } from './fixtures.js';
export { MOCK_LOGIN_CODE } from './handlers/auth.js';
export { mockAdminStats } from './handlers/admin.js';
export type { HandlerOptions } from './respond.js';
export type { MockWaitlistEntry, MockWaitlistOffer } from './handlers/waitlist.js';

/** Every /api handler, over one in-memory database (a fresh one per test keeps tests apart). */
export function createHandlers(db: MockDb = createMockDb(), options: HandlerOptions = {}): RequestHandler[] {
  return [
    ...authHandlers(db, options),
    ...serviceLocationHandlers(db, options),
    ...availableSlotHandlers(db, options),
    ...reservationHandlers(db, options),
    ...reservationChangeHandlers(db, options),
    ...manageBookingHandlers(db, options),
    ...myBookingsHandlers(db, options),
    ...waitlistHandlers(db, options),
    ...adminHandlers(db, options),
    ...shopHandlers(db, options),
    ...paymentHandlers(db, options),
    ...privacyHandlers(db, options),
    ...rushHandlers(db, options),
    ...tireHotelHandlers(db, options),
  ];
}

/** Handlers over a shared default database, for quick use. */
export const handlers = createHandlers();

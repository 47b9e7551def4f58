import { z } from 'zod';
import { emailAccessTokenParamsSchema } from '../auth/email-access.js';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { tireOrderSchema } from '../shop/tire-orders.js';
import { managedReservationSchema } from './manage-booking.js';

/**
 * "My bookings" by e-mail, no account (/my-bookings#token=…, the e-mail access link of
 * auth/email-access.ts): every booking and every shop order made with the link's address,
 * newest first, each with what the guest can do with it.
 */

/**
 * A booking in the list: the manage page's view, when it was made, and, while it can still be
 * managed (not cancelled, completed or over), a fresh manage link token: its action opens the
 * existing /manage-booking page (move or cancel within the policy). Null otherwise.
 */
export const myBookingSchema = managedReservationSchema.extend({
  createdAt: z.string(),
  manageToken: z.string().nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingsSchema = z.object({
  /** The address the link proves (lower-cased and trimmed). */
  email: z.string(),
  /** When the link stops working (ISO 8601). */
  expiresAt: z.string(),
  bookings: z.array(myBookingSchema),
  orders: z.array(tireOrderSchema),
});
export type MyBookings = z.infer<typeof myBookingsSchema>;

/** The list a link opens (the BFF asks the accounts service, then the reservations and catalogue services), or the neutral 404. */
export const getMyBookings = defineCall({
  method: 'GET',
  path: API_PATHS.getMyBookings,
  params: emailAccessTokenParamsSchema,
  response: myBookingsSchema,
});

/** The BFF, for a live link: the bookings made with the address in its signed token (never from the request). */
export const listBookingsByEmail = defineCall({ method: 'GET', path: API_PATHS.listBookingsByEmail, response: z.array(myBookingSchema) });

/** The BFF, for a live link: the shop orders placed with the address in its signed token. */
export const listOrdersByEmail = defineCall({ method: 'GET', path: API_PATHS.listOrdersByEmail, response: z.array(tireOrderSchema) });

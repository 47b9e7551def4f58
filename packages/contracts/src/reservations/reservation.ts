import { z } from 'zod';
import { RESERVATION_STATUSES } from '../constants.js';
import { CANCELLATION_REASONS, REFUND_STATUSES, RESERVATION_STAGES } from './lifecycle.js';
import { EXTRA_SERVICES, SERVICE_TYPES } from './pricing.js';

export { RESERVATION_STATUSES };

/** Added to every view of a reservation (owner, admin, tracking): what the lifecycle says about it. */
export const lifecycleFields = {
  /** held (unpaid) / paid / confirmed / in_progress / completed / cancelled. */
  stage: z.enum(RESERVATION_STAGES).optional(),
  /** Staff marked that the customer did not come (stage completed, the payment kept): shownStage. */
  noShow: z.boolean().optional(),
  cancellationReason: z.enum(CANCELLATION_REASONS).nullable().optional(),
  /** null while no money has to go back. */
  refundStatus: z.enum(REFUND_STATUSES).nullable().optional(),
  /** Euro text of the refund, when there is one. */
  refundAmount: z.string().nullable().optional(),
  /** The chosen extras with their prices (euro text), in the order of the price table. */
  extras: z.array(z.object({ id: z.enum(EXTRA_SERVICES), price: z.string() })).optional(),
  /** The service's own price (euro text). */
  servicePrice: z.string().optional(),
  /** Until when the customer may still change or cancel online (ISO 8601). */
  freeChangeUntil: z.string().optional(),
  /** Whether the customer may change or cancel it online now (stage and policy window). */
  customerCanChange: z.boolean().optional(),
  locationName: z.string().optional(),
  locationAddress: z.string().optional(),
  /** When the customer answered a reminder's "I'm coming" (ISO 8601); null until then (a move clears it). */
  customerConfirmedAt: z.string().nullable().optional(),
};
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A reservation as its owner (or an admin) sees it. */
export const reservationSchema = z.object({
  id: z.number().int(),
  trackingCode: z.string(),
  serviceType: serviceTypeSchema,
  locationId: z.number().int(),
  /** The Europe/Helsinki calendar date, yyyy-MM-dd. */
  scheduledDate: z.string(),
  /** Local start time, HH:mm. */
  scheduledTime: z.string(),
  /** The start as an instant (ISO 8601). */
  startsAt: z.string(),
  registrationNumber: z.string(),
  /** The original's lists read vehicleBrand; it carries the registration number. */
  vehicleBrand: z.string(),
  vehicleModel: z.string(),
  tireSize: z.string(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  guestAddress: z.string().nullable(),
  guestApartment: z.string().nullable(),
  guestPostalCode: z.string().nullable(),
  /** JSON text of the extra service ids, as the original sends it. */
  additionalServices: z.string(),
  /** Euro text, two decimals. */
  totalPrice: z.string(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** While unpaid and pending: when the slot is released (ISO 8601); otherwise null. */
  holdExpiresAt: z.string().nullable().optional(),
  /** The bay (1..capacity) the booking holds at its location: the admin's day timeline shows it. */
  bay: z.number().int().optional(),
  /** The address the booking's e-mails go to: the guest's, or the signed-in customer's. */
  contactEmail: z.string().nullable().optional(),
  /** The admin's lists only: how many of this contact e-mail's bookings that started earlier were no-shows. */
  earlierNoShows: z.number().int().optional(),
  /** A fitting booked with a tire order (included in its price): the order's number; cancelled only with the order. */
  orderId: z.number().int().nullable().optional(),
  ...lifecycleFields,
});
export type Reservation = z.infer<typeof reservationSchema>;

import { z } from 'zod';
import { RESERVATION_STATUSES } from '../constants.js';
import { SERVICE_TYPES } from './pricing.js';

export { RESERVATION_STATUSES };
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
});
export type Reservation = z.infer<typeof reservationSchema>;

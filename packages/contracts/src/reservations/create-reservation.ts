import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { timeSchema } from '../common/primitives.js';
import { RESERVATION_MESSAGES as M } from './messages.js';
import { EXTRA_SERVICES, SERVICE_TYPES } from './pricing.js';
import { reservationSchema } from './reservation.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));

/**
 * The extras arrive as JSON text of ids (the original's form) or as a list; either way a list
 * of known ids comes out.
 */
export const additionalServicesSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed as string[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: M.additionalServices });
    return z.NEVER;
  })
  .pipe(z.array(z.enum(EXTRA_SERVICES, { error: M.additionalServices })));

/**
 * A booking day: an ISO instant (read as its Europe/Helsinki calendar date by the server) or a
 * plain yyyy-MM-dd.
 */
export const scheduledDateSchema = z
  .string({ error: M.scheduledDate })
  .trim()
  .min(1, M.scheduledDate)
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)), M.scheduledDate);

export const createReservationBodySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: M.serviceType }),
  locationId: z.coerce.number({ error: M.locationId }).int(M.locationId).positive(M.locationId),
  scheduledDate: scheduledDateSchema,
  scheduledTime: z.string({ error: M.scheduledTime }).pipe(timeSchema.or(z.literal('')).refine((v) => v !== '', M.scheduledTime)),
  registrationNumber: required(M.registrationNumber),
  vehicleModel: required(M.vehicleModel),
  tireSize: required(M.tireSize),
  guestName: optionalText,
  guestEmail: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((value) => !value || z.email().safeParse(value).success, M.guestEmail)
    .transform((value) => (value ? value.toLowerCase() : undefined)),
  guestPhone: optionalText,
  guestAddress: required(M.guestAddress),
  guestApartment: optionalText,
  guestPostalCode: required(M.guestPostalCode),
  additionalServices: additionalServicesSchema,
  /** Sent by the original as text; ignored: the server computes the total. */
  totalPrice: z.union([z.string(), z.number()]).optional(),
  notes: optionalText,
});
export type CreateReservationBody = z.input<typeof createReservationBodySchema>;
export type CreateReservationInput = z.output<typeof createReservationBodySchema>;

/** Guests must leave a way to reach them; signed-in customers are reached through their account. */
export function missingGuestContact(input: Pick<CreateReservationInput, 'guestName' | 'guestEmail' | 'guestPhone'>) {
  return !input.guestName || !input.guestEmail || !input.guestPhone;
}

export const createReservationResponseSchema = reservationSchema;

export const createReservation = defineCall({
  method: 'POST',
  path: '/api/reservations',
  body: createReservationBodySchema,
  response: createReservationResponseSchema,
});

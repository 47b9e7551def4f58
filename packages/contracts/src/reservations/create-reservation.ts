import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES } from '../common/idempotency.js';
import { API_PATHS } from '../paths.js';
import { isCalendarDate } from '../time.js';
import {
  boundedText,
  emailAddressSchema,
  MAX_ID,
  optionalBoundedText,
  optionalPhoneSchema,
  postalCodeSchema,
  TEXT_LIMITS as L,
  timeSchema,
} from '../common/primitives.js';
import { RESERVATION_MESSAGES as M } from './messages.js';
import { EXTRA_SERVICES, SERVICE_TYPES } from './pricing.js';
import { reservationSchema } from './reservation.js';
import { invitationTokenPattern, RUSH_MESSAGES } from '../tire-hotel/rush.js';

/**
 * The extras arrive as JSON text of ids (the original's form) or as a list; either way a list
 * of known ids comes out.
 */
export const additionalServicesSchema = z
  .union([z.array(z.string().max(50)).max(20), z.string().max(1000)])
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
export const isScheduledDateText = (value: string) =>
  value.length <= 40 &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
  isCalendarDate(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value));

export const scheduledDateSchema = z.string({ error: M.scheduledDate }).trim().min(1, M.scheduledDate).refine(isScheduledDateText, M.scheduledDate);

export const createReservationBodySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: M.serviceType }),
  locationId: z.coerce.number({ error: M.locationId }).int(M.locationId).positive(M.locationId).max(MAX_ID, M.locationId),
  scheduledDate: scheduledDateSchema,
  scheduledTime: z.string({ error: M.scheduledTime }).pipe(timeSchema.or(z.literal('')).refine((v) => v !== '', M.scheduledTime)),
  registrationNumber: boundedText({ label: 'Registration number', max: L.plate }, M.registrationNumber),
  vehicleModel: boundedText({ label: 'Vehicle model', max: L.vehicleModel }, M.vehicleModel),
  tireSize: boundedText({ label: 'Tire size', max: L.tireSize }, M.tireSize),
  guestName: optionalBoundedText({ label: 'Name', max: L.name }),
  guestEmail: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((value) => !value || emailAddressSchema(M.guestEmail).safeParse(value).success, M.guestEmail)
    .transform((value) => (value ? value.toLowerCase() : undefined)),
  guestPhone: optionalPhoneSchema,
  guestAddress: boundedText({ label: 'Address', max: L.address }, M.guestAddress),
  guestApartment: optionalBoundedText({ label: 'Apartment', max: L.apartment }),
  guestPostalCode: postalCodeSchema(M.guestPostalCode),
  additionalServices: additionalServicesSchema,
  /** Sent by the original as text; ignored: the server computes the total. */
  totalPrice: z.union([z.string().max(20), z.number()]).optional(),
  notes: optionalBoundedText({ label: 'Notes', max: L.message, multiline: true }),
  /**
   * The Idempotency-Key of this tab's earlier booking, still held unpaid, that this one replaces
   * (Back from checkout and another time chosen): the server releases that hold when this one is
   * made, so one customer keeps one hold, and its e-mail is not sent if it has not gone yet.
   */
  replacesHold: z
    .string({ error: IDEMPOTENCY_MESSAGES.invalidKey })
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES.invalidKey)
    .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_MESSAGES.invalidKey)
    .optional(),
  /**
   * The stored set this booking's season change fetches (the "Book the change" pre-fill): only
   * its signed-in owner may name it, and not on a day before the warehouse's fetch lead time.
   */
  tireSetId: z
    .union([z.literal('').transform(() => undefined), z.coerce.number({ error: M.tireSetId }).int(M.tireSetId).positive(M.tireSetId).max(MAX_ID, M.tireSetId)])
    .optional(),
  /**
   * The season invitation this booking answers (its link's token): the invitation names the stored
   * set, so a guest's season change fetches it too, on no day before the fetch lead time.
   */
  invitationToken: z
    .union([
      z.literal('').transform(() => undefined),
      z.string({ error: RUSH_MESSAGES.invitationNotValid }).regex(invitationTokenPattern, RUSH_MESSAGES.invitationNotValid),
    ])
    .optional(),
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
  path: API_PATHS.createReservation,
  body: createReservationBodySchema,
  response: createReservationResponseSchema,
});

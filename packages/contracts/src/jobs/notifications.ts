import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.js';

/**
 * Events that lead to e-mail. Services put them on the BullMQ queue NOTIFICATIONS_QUEUE with the
 * event type as the job name; work that follows a database commit goes through the service's
 * outbox first (job id `<service>-<outbox id>`, so a relay retry never sends twice). The
 * notifications worker turns each event into an e-mail in the customer's language.
 */
export const NOTIFICATIONS_QUEUE = 'notifications';
/** Jobs that failed every attempt are copied here for a person to look at and replay. */
export const NOTIFICATIONS_DEAD_LETTER_QUEUE = 'notifications-dead';
export const NOTIFICATION_JOB_ATTEMPTS = 8;
export const NOTIFICATION_JOB_BACKOFF = { type: 'exponential', delay: 2000 } as const;

// Producers may not know the language (a call without the header is written as null): Finnish then.
const language = z
  .enum(LANGUAGES)
  .nullish()
  .transform((value) => value ?? DEFAULT_LANGUAGE);

export const loginCodeRequestedSchema = z.object({
  email: z.string(),
  code: z.string(),
  purpose: z.enum(['login', 'signup']),
  language,
  expiresInMinutes: z.number().int(),
});

export const reservationCreatedSchema = z.object({
  reservationId: z.number().int(),
  trackingCode: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  locationAddress: z.string().nullable().optional(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  startsAt: z.string(),
  serviceType: z.string(),
  totalCents: z.number().int(),
  userId: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  language,
});

/** An administrator confirmed or cancelled a reservation: the customer hears of it in their language. */
export const reservationStatusChangedSchema = z.object({
  trackingCode: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  email: z.string().nullable().optional(),
  language,
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  locationName: z.string(),
  serviceType: z.string(),
});

/** A visitor sent the contact form: the message goes to the business's inbox, replies go to the sender. */
export const contactReceivedSchema = z.object({
  messageId: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The language the visitor used the site in (so the reply can be in it). */
  language,
  receivedAt: z.string(),
});

/** A reservation's card payment succeeded: the receipt e-mail. Written once per reservation. */
export const paymentSucceededSchema = z.object({
  reservationId: z.number().int(),
  trackingCode: z.string(),
  locationName: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  /** The appointment as an instant (ISO 8601). */
  startsAt: z.string(),
  serviceType: z.string(),
  amountCents: z.number().int(),
  paymentIntentId: z.string().nullable().optional(),
  paidAt: z.string(),
  email: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  language,
});

export const NOTIFICATION_EVENTS = {
  'login-code.requested': loginCodeRequestedSchema,
  'reservation.created': reservationCreatedSchema,
  'payment.succeeded': paymentSucceededSchema,
  'reservation.status-changed': reservationStatusChangedSchema,
  'contact.received': contactReceivedSchema,
} as const;
export type NotificationEventType = keyof typeof NOTIFICATION_EVENTS;
export type NotificationEvent<T extends NotificationEventType> = z.infer<(typeof NOTIFICATION_EVENTS)[T]>;

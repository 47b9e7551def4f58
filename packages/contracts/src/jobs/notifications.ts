import { z } from 'zod';
import { appointmentTimeFields, invitationDaysFields, waitedForFields } from '../common/shared-fields.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.js';
import { REMINDER_KINDS } from '../reservations/reminders.js';

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

/** A language as a producer read it (a header, a column): a known one, or null (the e-mail is then in Finnish). */
export const eventLanguage = (value: string | null | undefined): Language | null => (LANGUAGES.includes(value as Language) ? (value as Language) : null);

export const loginCodeRequestedSchema = z.object({
  email: z.string(),
  code: z.string(),
  purpose: z.enum(['login', 'signup']),
  language,
  expiresInMinutes: z.number().int(),
});

/**
 * An e-mail access link (auth/email-access.ts) for "my bookings": it goes to the address asked
 * for, in the asker's language. The token is a secret like a login code: the job is removed once
 * sent and the token is never logged.
 */
export const myBookingsLinkRequestedSchema = z.object({
  email: z.string(),
  accessToken: z.string(),
  language,
  expiresInMinutes: z.number().int(),
});

/**
 * Sign-in for the address was paused after repeated wrong codes from one client: the owner is
 * told (at most once an hour), in their account's language.
 */
export const signInLockedSchema = z.object({
  email: z.string(),
  language,
});

/**
 * The guest's manage link token (manage-booking.ts), minted for this one e-mail: the e-mail links
 * to /manage-booking#token=…. A secret, like a login code: never logged; the reservations
 * service's outbox drops it once the event is on the queue. Absent on events queued before it.
 */
const manageToken = z.string().optional();

/** Whom an e-mail goes to, whom it greets and in which language (producers may know none of them). */
const recipientFields = {
  email: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  language,
};

/** Where an appointment or a visit is, as the e-mails name it: the location's name and street address (events queued before the address had none). */
const locationFields = {
  locationName: z.string(),
  locationAddress: z.string().nullable().optional(),
};

/** A shop order's pickup or fitting location, as the e-mails name it (null when it has none). */
const orderLocation = z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable().optional() }).nullable();

export const reservationCreatedSchema = z.object({
  reservationId: z.number().int(),
  trackingCode: z.string(),
  locationId: z.number().int(),
  ...locationFields,
  ...appointmentTimeFields,
  serviceType: z.string(),
  totalCents: z.number().int(),
  userId: z.string().nullable().optional(),
  ...recipientFields,
  /** The extra service ids chosen. */
  additionalServices: z.array(z.string()).optional(),
  /** Until when the unpaid booking holds its slot (ISO 8601): the e-mail says "pay by HH:mm". */
  holdExpiresAt: z.string().nullable().optional(),
  manageToken,
});

/** An administrator confirmed a reservation (cancellations send reservation.cancelled): the customer hears of it in their language. */
export const reservationStatusChangedSchema = z.object({
  trackingCode: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  email: z.string().nullable().optional(),
  language,
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  locationName: z.string(),
  serviceType: z.string(),
  /** Whom to greet, where to come, and the calendar entry to mark confirmed (events queued before these fields had none). */
  name: z.string().nullable().optional(),
  locationAddress: z.string().nullable().optional(),
  startsAt: z.string().optional(),
  calendarSequence: z.number().int().optional(),
  /** Whether it had been paid (only a paid booking is in the customer's calendar). */
  wasPaid: z.boolean().optional(),
  manageToken,
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
  ...appointmentTimeFields,
  serviceType: z.string(),
  amountCents: z.number().int(),
  paymentIntentId: z.string().nullable().optional(),
  paidAt: z.string(),
  ...recipientFields,
  locationAddress: z.string().nullable().optional(),
  additionalServices: z.array(z.string()).optional(),
  /** The calendar file's SEQUENCE (0 for a booking never moved). */
  calendarSequence: z.number().int().optional(),
  manageToken,
});

/** Facts of an appointment every reservation e-mail after the payment repeats. */
const appointmentFields = {
  reservationId: z.number().int(),
  trackingCode: z.string(),
  serviceType: z.string(),
  ...locationFields,
  ...appointmentTimeFields,
  /** The .ics SEQUENCE: raised by every move and by the cancellation, so calendars replace the entry (same UID). */
  calendarSequence: z.number().int(),
  ...recipientFields,
};

/** A booking was moved (by its customer or an admin): an updated .ics with the same UID. */
export const reservationRescheduledSchema = z.object({
  ...appointmentFields,
  previousDate: z.string(),
  previousTime: z.string(),
  /** An unpaid (held) booking never got a calendar file, so its move sends none either. */
  wasPaid: z.boolean().default(true),
  /** Whether the shop had confirmed it (the calendar entry says CONFIRMED, else TENTATIVE). */
  confirmed: z.boolean().optional(),
  manageToken,
});

/**
 * The track page asked for the manage link again (requestManageLink): a new link to the address
 * the booking's e-mails go to, with the booking's facts and the policy.
 */
export const manageLinkRequestedSchema = z.object({
  ...appointmentFields,
  manageToken: z.string(),
});

/**
 * A booking was cancelled, whatever the reason (the hold ran out included): a METHOD:CANCEL .ics
 * when it had been confirmed by payment, and what happens to the money.
 */
export const reservationCancelledSchema = z.object({
  ...appointmentFields,
  reason: z.enum(['customer', 'admin', 'hold_expired', 'payment_failed']),
  /** Whether money had been taken (then it is refunded in full). */
  wasPaid: z.boolean(),
  /** The refund in cents; 0 when nothing was paid. */
  refundCents: z.number().int(),
});

/**
 * Staff marked that the customer did not come: the payment is kept (as the terms say), and the
 * e-mail says how to book again.
 */
export const reservationNoShowSchema = z.object({
  ...appointmentFields,
  /** What was paid and is kept, in cents. */
  keptCents: z.number().int(),
});

/**
 * A booking's reminder (reservations' reminder loop, once per kind, REMINDER_RULES): when and
 * where, what to bring, the manage link and the "I'm coming" link (both carry the token minted
 * for this e-mail).
 */
export const reservationReminderSchema = z.object({
  ...appointmentFields,
  kind: z.enum(REMINDER_KINDS),
  additionalServices: z.array(z.string()).optional(),
  /** Whether the customer already answered "I'm coming" (then the e-mail does not ask again). */
  alreadyConfirmed: z.boolean().optional(),
  manageToken,
});

/** Money went back to the customer's card. */
export const refundCompletedSchema = z.object({
  kind: z.enum(['reservation', 'order']),
  reservationId: z.number().int().nullable().optional(),
  orderId: z.number().int().nullable().optional(),
  trackingCode: z.string().nullable().optional(),
  amountCents: z.number().int(),
  ...recipientFields,
});

/**
 * The fitting booked with a tire order (issue 27): the confirmation carries its calendar file
 * (made from the tracking code, the start and the location), and the "ready" e-mail names the time
 * instead of asking the customer to book one. Optional: orders without installation have none.
 */
export const orderFittingFacts = z
  .object({
    trackingCode: z.string(),
    locationName: z.string(),
    locationAddress: z.string().nullable(),
    date: z.string(),
    time: z.string(),
    startsAt: z.string(),
  })
  .nullable()
  .optional();

/** How an order's tires are handed over: with installation or not, where, and the fitting's time when one is booked. */
const orderHandoverFields = {
  installationRequested: z.boolean(),
  location: orderLocation,
  fitting: orderFittingFacts,
};

/** A shop order was paid: the order confirmation with its lines, VAT and the pickup or fitting location. */
export const orderPaidSchema = z.object({
  orderId: z.number().int(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      /** "Nokian Hakkapeliitta R5". */
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      unitCents: z.number().int(),
    }),
  ),
  totalCents: z.number().int(),
  ...orderHandoverFields,
  paidAt: z.string(),
  ...recipientFields,
});

/**
 * A shop order is ready at its location (an administrator marked it ready): "your tires are ready
 * at <location>", with what was ordered and whether they will be fitted there. Written once per
 * order through the catalogue's outbox.
 */
export const orderReadySchema = z.object({
  orderId: z.number().int(),
  lines: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int() })),
  ...orderHandoverFields,
  readyAt: z.string(),
  ...recipientFields,
});

/** A customer joined a waitlist (waitlist.ts): what they wait for, in their language. */
export const waitlistJoinedSchema = z.object({
  entryId: z.number().int(),
  locationId: z.number().int(),
  locationName: z.string(),
  ...waitedForFields,
  /** The leave link's token (/leave-waitlist#token=…): a secret for this one e-mail, dropped from the outbox once queued. */
  leaveToken: z.string().optional(),
  ...recipientFields,
});

/**
 * A place freed in a waiting customer's window and is held for them alone until offerExpiresAt:
 * the e-mail links to /waitlist-offer#token=… (offerToken: a secret for this one e-mail, dropped
 * from the outbox once queued, like manageToken).
 */
export const waitlistOfferedSchema = z.object({
  entryId: z.number().int(),
  locationId: z.number().int(),
  ...locationFields,
  ...appointmentTimeFields,
  serviceType: z.string(),
  offerExpiresAt: z.string(),
  offerToken: z.string().optional(),
  ...recipientFields,
});

/**
 * A hotel customer is invited to book the season's change (issue 27, part 5, rush.ts): the
 * window's days, the day their batch is pointed at, and the link to the pre-filled booking
 * (/tire-change#invitation=…; invitationToken is a secret for this one e-mail, dropped from the
 * outbox once queued, like manageToken).
 */
export const seasonInvitationEventSchema = z.object({
  invitationId: z.number().int(),
  ...locationFields,
  ...invitationDaysFields,
  invitationToken: z.string().optional(),
  ...recipientFields,
});

/**
 * The one list of events: each name (the queue's job name, the outbox row's type) with the schema
 * of its payload. Producers write through service-kit's writeOutboxEvent, which refuses a payload
 * its schema rejects; the notifications worker parses it again at the door.
 */
/**
 * A customer's data was erased at their request (privacy/personal-data.ts): the last e-mail, saying
 * what was cancelled and refunded, what was deleted and what the law keeps. The address is needed
 * this once: `recipient` and `recipientName` are secret fields (EVENT_SECRET_FIELDS), gone from the
 * outbox row once the event is on the queue, and the sent-e-mail log does not record this e-mail.
 */
export const personalDataErasedSchema = z.object({
  recipient: z.string(),
  recipientName: z.string().nullable().optional(),
  language,
  bookingsCancelled: z.array(z.string()),
  ordersCancelled: z.array(z.string()),
  refundCents: z.number().int(),
  keptYears: z.number().int(),
  /** Whether an account was deleted too: a guest (the "my bookings" link) without one is told of their data only. */
  hadAccount: z.boolean().default(true),
});

export const NOTIFICATION_EVENTS = {
  'login-code.requested': loginCodeRequestedSchema,
  'reservation.created': reservationCreatedSchema,
  'payment.succeeded': paymentSucceededSchema,
  'reservation.status-changed': reservationStatusChangedSchema,
  'contact.received': contactReceivedSchema,
  'reservation.rescheduled': reservationRescheduledSchema,
  'reservation.cancelled': reservationCancelledSchema,
  'reservation.no-show': reservationNoShowSchema,
  'reservation.reminder': reservationReminderSchema,
  'refund.completed': refundCompletedSchema,
  'order.paid': orderPaidSchema,
  'order.ready': orderReadySchema,
  'sign-in.locked': signInLockedSchema,
  'reservation.manage-link': manageLinkRequestedSchema,
  'my-bookings.link': myBookingsLinkRequestedSchema,
  'waitlist.joined': waitlistJoinedSchema,
  'waitlist.offered': waitlistOfferedSchema,
  'privacy.erased': personalDataErasedSchema,
  'season.invitation': seasonInvitationEventSchema,
} as const;
export type EventName = keyof typeof NOTIFICATION_EVENTS;
/** What a producer writes for an event: its schema's input (the language may be missing, defaults not yet applied). */
export type EventPayload<N extends EventName> = z.input<(typeof NOTIFICATION_EVENTS)[N]>;
/** An event as the worker reads it, once its schema parsed it. */
export type NotificationEvent<N extends EventName> = z.output<(typeof NOTIFICATION_EVENTS)[N]>;

export const isEventName = (name: string): name is EventName => Object.hasOwn(NOTIFICATION_EVENTS, name);

/**
 * Top-level payload fields that are secrets an e-mail needs once (a guest's manage link token,
 * manageToken above, a waitlist offer's offerToken, and an erased customer's address and name,
 * recipient and recipientName): an outbox relay drops them from the row once the event is on the queue.
 */
export const EVENT_SECRET_FIELDS = ['manageToken', 'accessToken', 'offerToken', 'leaveToken', 'recipient', 'recipientName', 'invitationToken'] as const;

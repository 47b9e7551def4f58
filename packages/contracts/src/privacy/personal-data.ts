import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { emailAccessTokenParamsSchema } from '../auth/email-access.js';

/**
 * A customer's own data (GDPR articles 15, 17 and 20): the download of everything held about them,
 * and its erasure. What the law makes us keep is data here, read by the service rules, the privacy
 * page and the last e-mail alike.
 */

/**
 * Years the bookkeeping records are kept after the end of their financial year (Finnish Accounting
 * Act, kirjanpitolaki 2:10): receipts, amounts and VAT. The same rule as the reservations
 * service's retention job (RESERVATION_RETENTION_YEARS' default).
 */
export const BOOKKEEPING_YEARS_KEPT = 6;

/** What stays after an erasure, without anything that names the person: the bookkeeping records. */
export const KEPT_AFTER_ERASURE = ['receipts', 'amounts', 'vat'] as const;
export type KeptAfterErasure = (typeof KEPT_AFTER_ERASURE)[number];

/** What an erasure removes or anonymises in every service. */
export const ERASED_PERSONAL_DATA = ['account', 'names', 'contacts', 'addresses', 'plates', 'messages', 'emailLog'] as const;
export type ErasedPersonalData = (typeof ERASED_PERSONAL_DATA)[number];

/** The export's format version: a field removed or renamed raises it. */
export const PERSONAL_DATA_SCHEMA_VERSION = 1;

/** The services that hold a part of a person's data, in the order the erasure anonymises them (accounts last: until then a retry can still sign in). */
export const PERSONAL_DATA_SERVICES = ['reservations', 'catalogue', 'payments', 'notifications', 'accounts'] as const;
export type PersonalDataService = (typeof PERSONAL_DATA_SERVICES)[number];
/** The services with things to cancel before the erasure: upcoming bookings and open orders, refunded in full. */
export const CANCELLING_SERVICES = ['reservations', 'catalogue'] as const satisfies readonly PersonalDataService[];

/** One service's part of the export: its own tables' rows about the person (no secrets: no code hashes, tokens or session ids). */
export const personalDataPartSchema = z.object({
  service: z.enum(PERSONAL_DATA_SERVICES),
  schemaVersion: z.number().int(),
  exportedAt: z.string(),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonalDataPart = z.infer<typeof personalDataPartSchema>;

/**
 * The services' own calls (the BFF alone). The person is not in the body: the BFF's signed
 * service token names them, a signed-in customer by user id and e-mail address, a guest who
 * proved an address through an e-mail link by that address alone; each service matches its rows
 * by either.
 */
export const exportPersonalData = defineCall({
  method: 'GET',
  path: API_PATHS.exportPersonalData,
  query: z.object({
    /**
     * The person's bookings (tracking codes) and orders (numbers), comma-separated, as the other
     * services' parts name them: the payments service knows a booking's payment by its code alone
     * (a booking is paid by its code, signed in or not). The other services ignore them.
     */
    bookings: z.string().max(10_000).optional(),
    orders: z.string().max(10_000).optional(),
  }),
  response: personalDataPartSchema,
});

/** What a service cancelled for the erasure: the booking's tracking code or the order's number, and the money going back. */
export const cancelledForErasureSchema = z.object({ reference: z.string(), refundCents: z.number().int() });
export type CancelledForErasure = z.infer<typeof cancelledForErasureSchema>;

/**
 * Cancels what is still to come (upcoming bookings, open orders) with a full refund of anything
 * paid: an erasure is the customer leaving, not a late change of plans, so the booking policy's
 * cancellation terms do not apply. Repeated, it cancels nothing more.
 */
export const cancelForErasure = defineCall({
  method: 'POST',
  path: API_PATHS.cancelForErasure,
  response: z.object({ cancelled: z.array(cancelledForErasureSchema) }),
});

/** Anonymises (or deletes) every row of the service about the person; the bookkeeping stays. Repeated, it finds nothing more. */
export const erasePersonalData = defineCall({ method: 'POST', path: API_PATHS.erasePersonalData, response: z.object({ erased: z.number().int() }) });

/** The notifications service's last e-mail to the person, queued while the address is still known. */
export const erasureNoticeBodySchema = z.object({
  name: z.string().max(200).nullish(),
  /** The account's language (fi when it has none). */
  language: z.enum(['fi', 'en']).nullish(),
  bookingsCancelled: z.array(z.string().max(40)).max(500),
  ordersCancelled: z.array(z.string().max(40)).max(500),
  refundCents: z.number().int().min(0),
  /** Whether the person had an account (deleted with the rest); a guest through the e-mail link may have none. Absent: true. */
  hadAccount: z.boolean().optional(),
});
export const queueErasureNotice = defineCall({
  method: 'POST',
  path: API_PATHS.queueErasureNotice,
  body: erasureNoticeBodySchema,
  response: z.object({ queued: z.boolean() }),
});

/** The customer's download: every service's part under its own name. */
export const myDataSchema = z.object({
  schemaVersion: z.number().int(),
  exportedAt: z.string(),
  subject: z.object({ email: z.string(), userId: z.string().optional() }),
  services: z.object(
    Object.fromEntries(PERSONAL_DATA_SERVICES.map((name) => [name, personalDataPartSchema])) as Record<PersonalDataService, typeof personalDataPartSchema>,
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/** GET /api/my-data: the download (a JSON attachment, my-data-<date>.json). */
export const getMyData = defineCall({ method: 'GET', path: API_PATHS.getMyData, response: myDataSchema });

export const ERASE_MY_DATA_MESSAGES = {
  confirm: 'Confirm the deletion of your data and account',
  adminAccount: 'An administrator account cannot be deleted here; ask another administrator to remove its rights first',
} as const;

/** The explicit confirmation a deletion needs: no accidental or forged click erases an account. */
export const eraseMyDataBodySchema = z.object({
  confirm: z.literal(true, { error: ERASE_MY_DATA_MESSAGES.confirm }),
});
export type EraseMyDataBody = z.infer<typeof eraseMyDataBodySchema>;

export const erasureResultSchema = z.object({
  bookingsCancelled: z.array(z.string()),
  ordersCancelled: z.array(z.string()),
  refundCents: z.number().int(),
  kept: z.array(z.enum(KEPT_AFTER_ERASURE)),
  keptYears: z.number().int(),
  erased: z.array(z.enum(ERASED_PERSONAL_DATA)),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** POST /api/my-data/erase: cancels and refunds what is upcoming, sends the last e-mail, anonymises everywhere, ends the session. */
export const eraseMyData = defineCall({ method: 'POST', path: API_PATHS.eraseMyData, body: eraseMyDataBodySchema, response: erasureResultSchema });

/**
 * The same two for a guest, authorised by the "my bookings" e-mail access link instead of a
 * session: the person is the address the link proves. An unknown or expired link is the link's
 * one neutral 404; once the erasure is done the accounts service has deleted the address's links,
 * so the link answers that 404 too.
 */
export const getMyDataByLink = defineCall({ method: 'GET', path: API_PATHS.getMyDataByLink, params: emailAccessTokenParamsSchema, response: myDataSchema });
export const eraseMyDataByLink = defineCall({
  method: 'POST',
  path: API_PATHS.eraseMyDataByLink,
  params: emailAccessTokenParamsSchema,
  body: eraseMyDataBodySchema,
  response: erasureResultSchema,
});

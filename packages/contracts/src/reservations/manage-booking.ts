import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { callsOn } from '../common/call-families.js';
import { LINK_TOKEN_PATTERN, linkTokenParamSchema, tokenLinkUrl } from '../common/link-tokens.js';
import { API_PATHS } from '../paths.js';
import { moveReservationBodySchema } from './my-reservations.js';
import { trackedReservationSchema, trackingCodeParamsSchema } from './track-reservation.js';

/**
 * A guest's manage link: every booking e-mail carries one, so the promise "change or cancel free
 * of charge online until 24 hours before" can be kept without an account.
 *
 * The link is `/manage-booking#token=<token>`. The token is 256 random bits (base64url, 43
 * characters), minted by the reservations service for each e-mail that carries it and kept there
 * only as its sha256 digest. It sits in the fragment, which a browser never sends to a server:
 * not to ours (no access log sees it), not to anyone in a Referer. The page takes it out of the
 * address at once (into the tab's sessionStorage, the address replaced without it), and sends it
 * to the API in the path of these calls, which every part's log redaction masks (`manageToken`).
 */
export const MANAGE_BOOKING_PAGE = '/manage-booking';
/** The fragment's parameter that carries the token. */
export const MANAGE_TOKEN_FRAGMENT_PARAM = 'token';
/** Bytes of randomness of a token (256 bits). */
export const MANAGE_TOKEN_BYTES = 32;
/** A token as minted: base64url of 32 bytes, no padding. */
export const manageTokenPattern = LINK_TOKEN_PATTERN;

/** The manage page's address for a token, under the site's public URL (the e-mails' link). */
export const manageBookingUrl = tokenLinkUrl(MANAGE_BOOKING_PAGE, MANAGE_TOKEN_FRAGMENT_PARAM);

/**
 * The one answer to a link that opens nothing: unknown, forged, malformed, expired, revoked (the
 * booking was cancelled) all read the same, so the answer tells a guesser nothing.
 */
export const MANAGE_BOOKING_MESSAGES = {
  linkNotValid: 'This link is not valid',
} as const;

/** The token in a manage call's path (a malformed one names nothing: linkTokenParamSchema). */
export const manageTokenParamsSchema = z.object({ manageToken: linkTokenParamSchema });

/** What the manage page shows: the tracked view (no personal data) and the start as an instant. */
export const managedReservationSchema = trackedReservationSchema.extend({
  /** The start as an instant (ISO 8601). */
  startsAt: z.string(),
});
export type ManagedReservation = z.infer<typeof managedReservationSchema>;

/**
 * The fragment's flag of a reminder's "I'm coming" link (`/manage-booking#token=…&coming=1`): the
 * manage page records the confirmation (confirmManagedAttendance) and thanks the customer.
 */
export const COMING_FRAGMENT_PARAM = 'coming';

/** The reminder's "I'm coming" link for a token: the manage page, told to record the confirmation. */
export const attendanceConfirmationUrl = (publicUrl: string, token: string) => `${manageBookingUrl(publicUrl, token)}&${COMING_FRAGMENT_PARAM}=1`;

/** The manage link's calls: each names the booking by the link's token and answers it as the manage page shows it. */
const manageLinkCall = callsOn({ params: manageTokenParamsSchema, response: managedReservationSchema });

/** The booking the link names, or the neutral 404. */
export const getManagedReservation = manageLinkCall('GET', API_PATHS.getManagedReservation);

/** Moves the booking to another free time, within the booking policy (the signed-in customer's rules). */
export const moveManagedReservation = manageLinkCall('POST', API_PATHS.moveManagedReservation, moveReservationBodySchema);

/** Cancels the booking within the booking policy; the answer shows the refund. The link stops working. */
export const cancelManagedReservation = manageLinkCall('POST', API_PATHS.cancelManagedReservation);

/**
 * The reminder's "I'm coming": records that the customer will come (the admin's day view shows
 * it). Idempotent: a second answer keeps the first moment. Only for a booking still to come and
 * not cancelled (else the neutral 404); the answer's customerConfirmedAt says when.
 */
export const confirmManagedAttendance = manageLinkCall('POST', API_PATHS.confirmManagedAttendance);

/**
 * The track page's "e-mail me the link": a new manage link goes to the address the booking's
 * e-mails go to (never to the asker, who only holds the tracking code). The answer is the same
 * whether or not the code names a booking, and whether or not an e-mail was sent (a booking gets
 * at most one such e-mail in MANAGE_LINK_RESEND_MINUTES).
 */
export const MANAGE_LINK_RESEND_MINUTES = 10;
export const requestManageLink = defineCall({
  method: 'POST',
  path: API_PATHS.requestManageLink,
  params: trackingCodeParamsSchema,
  response: z.object({ accepted: z.literal(true) }),
});

/**
 * The BFF, right after a customer signed in with an e-mail code (so the address is theirs): guest
 * bookings made with that address join the customer's account. Who and which address come from
 * the BFF's signed service token, nothing from the body.
 */
export const claimGuestReservations = defineCall({ method: 'POST', path: API_PATHS.claimGuestReservations, response: z.object({ claimed: z.number().int() }) });

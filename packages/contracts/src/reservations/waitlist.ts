import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { LINK_TOKEN_PATTERN, linkTokenParamSchema, tokenLinkUrl } from '../common/link-tokens.js';
import { timeSchema } from '../common/primitives.js';
import { appointmentTimeFields, waitedForFields } from '../common/shared-fields.js';
import { API_PATHS } from '../paths.js';
import { PAGE_PATHS } from '../pages.js';
import { createReservationBodySchema } from './create-reservation.js';
import { reservationSchema } from './reservation.js';

/**
 * The waitlist (issue 26, part 3). On a full day or time a customer leaves the booking form's
 * details with a window of start times (`windowStart` to `windowEnd`, both slot starts of that day);
 * when a place in the window frees (a cancellation, a hold that runs out, a move), the first
 * person waiting is offered it by e-mail with an exclusive hold of WAITLIST_OFFER_MINUTES and a
 * link that books it in one step, then the next. An entry expires at its window's start.
 *
 * The offer's link is `/waitlist-offer#token=<token>`: 256 random bits kept only as a sha256
 * digest, in the fragment (never sent to a server but in the call's path, which the logs mask),
 * like the manage link (manage-booking.ts).
 */
export const WAITLIST_OFFER_MINUTES = 15;
/** Entries one e-mail address may have waiting (or offered) at once. */
export const WAITLIST_MAX_ACTIVE_ENTRIES = 3;
/** The fragment's parameter that carries the offer's token. */
export const WAITLIST_TOKEN_FRAGMENT_PARAM = 'token';
/** An offer's token as minted: base64url of 32 bytes, no padding. */
export const waitlistTokenPattern = LINK_TOKEN_PATTERN;

export const WAITLIST_MESSAGES = {
  windowOrder: 'The end of the time window must not be before its start',
  windowOutsideHours: 'The time window must be within the location’s opening hours',
  windowInPast: 'The time window has already begun. Please choose a later one.',
  timesFree: 'There are free times in this window: book one of them.',
  alreadyWaiting: 'This e-mail address is already on the waitlist for this day and time',
  tooManyEntries: 'This e-mail address is already waiting for as many times as allowed',
  emailRequired: 'An e-mail address is needed for the waitlist',
  offerNotValid: 'This offer is no longer available',
  leaveLinkNotValid: 'This link no longer works: the entry has ended or was left already',
} as const;

/** The booking form's details (minus the time) and the window of start times the customer can take. */
export const joinWaitlistBodySchema = createReservationBodySchema
  .omit({ scheduledTime: true, totalPrice: true, replacesHold: true })
  .extend({ windowStart: timeSchema, windowEnd: timeSchema })
  .refine((body) => body.windowStart <= body.windowEnd, { message: WAITLIST_MESSAGES.windowOrder, path: ['windowEnd'] });
export type JoinWaitlistBody = z.input<typeof joinWaitlistBodySchema>;
export type JoinWaitlistInput = z.output<typeof joinWaitlistBodySchema>;

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  ...waitedForFields,
  status: z.enum(['waiting', 'offered', 'booked', 'expired', 'lapsed', 'left']),
  /** When the entry ends unless a place is offered first: the window's start (ISO 8601). */
  expiresAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** Joins the waitlist (201); the confirmation e-mail goes to the entry's address. */
export const joinWaitlist = defineCall({
  method: 'POST',
  path: API_PATHS.joinWaitlist,
  body: joinWaitlistBodySchema,
  response: waitlistEntrySchema,
});

/** The token in an offer call's path; anything malformed names nothing (the one neutral 404). */
export const waitlistOfferParamsSchema = z.object({ offerToken: linkTokenParamSchema });

/** What the offer page shows: the place held for the customer and until when. */
export const waitlistOfferSchema = z.object({
  locationId: z.number().int(),
  locationName: z.string(),
  ...appointmentTimeFields,
  serviceType: z.string(),
  /** Until when the place is held for this customer alone (ISO 8601). */
  offerExpiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** The offer a link names while it holds its place, or the neutral 404 (used, lapsed, unknown). */
export const getWaitlistOffer = defineCall({
  method: 'GET',
  path: API_PATHS.getWaitlistOffer,
  params: waitlistOfferParamsSchema,
  response: waitlistOfferSchema,
});

/**
 * Books the offered place in one step from the entry's details: the answer is the booking, as
 * POST /api/reservations answers it (then checkout, as after the booking form).
 */
export const bookWaitlistOffer = defineCall({
  method: 'POST',
  path: API_PATHS.bookWaitlistOffer,
  params: waitlistOfferParamsSchema,
  response: reservationSchema,
});

/** The offer page's address for a token, under the site's public URL (the offer e-mail's link). */
export const waitlistOfferUrl = tokenLinkUrl(PAGE_PATHS.waitlistOffer, WAITLIST_TOKEN_FRAGMENT_PARAM);

/** Leaves the waitlist with the confirmation e-mail's link (/leave-waitlist#token=…); a place it was offered goes to the next in line. */
export const waitlistLeaveParamsSchema = z.object({ leaveToken: linkTokenParamSchema });
export const leaveWaitlist = defineCall({
  method: 'POST',
  path: API_PATHS.leaveWaitlist,
  params: waitlistLeaveParamsSchema,
  response: z.object({ left: z.literal(true) }),
});

/** The leave page's address for a token (the confirmation e-mail's link). */
export const leaveWaitlistUrl = tokenLinkUrl(PAGE_PATHS.leaveWaitlist, WAITLIST_TOKEN_FRAGMENT_PARAM);

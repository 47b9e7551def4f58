import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { LINK_TOKEN_PATTERN, linkTokenParamSchema, tokenLinkUrl } from '../common/link-tokens.js';
import { idSchema, isoDateSchema, timeSchema } from '../common/primitives.js';
import { invitationDaysFields } from '../common/shared-fields.js';
import { API_PATHS } from '../paths.js';
import { PAGE_PATHS } from '../pages.js';
import { seasonChangePrefillSchema } from './season-change.js';

/**
 * The autumn rush, planned (issue 27, part 5).
 *
 * - A **rush day** gives one location more on one date: extra bays, and/or an earlier opening and
 *   a later closing than its weekly hours. The slot rules read a day through `locationOnDay`
 *   (slot-rules.ts), so the extra slots are offered and booked exactly while the rush day stands.
 * - A **season window** is the period (from `startsOn` to `endsOn`, at one location or at all) that
 *   the season's invitations book into: each invitation batch is pointed at one day of it (the
 *   link's calendar opens there), and the forecast shows each of its days. It does not close
 *   other days to anyone: it plans the invitations, it does not restrict bookings.
 * - **Invitations** go to the hotel customers (a set in storage) in batches the admin sends one at
 *   a time, each customer once per season, in their language, with a link to the pre-filled
 *   booking: `/tire-change#invitation=<token>`, 256 random bits kept only as a sha256 digest (like
 *   the manage links), which works without an account.
 */
export const RUSH_MESSAGES = {
  nothingExtra: 'Add extra bays, an earlier opening or a later closing',
  hoursOrder: 'The later closing must be after the earlier opening',
  halfHour: 'Times are on the half hour (e.g. 07:30)',
  windowOrder: 'The window must not end before it starts',
  windowTooLong: 'A season window is at most 120 days',
  seasonNotFound: 'No such season window',
  dayOutsideWindow: 'The batch’s day must be inside the season window',
  invitationNotValid: 'This invitation link no longer works',
} as const;

/** The longest season window, in days (the forecast lists each day). */
export const SEASON_WINDOW_MAX_DAYS = 120;
/** The largest invitation batch (one admin click sends it, one e-mail each). */
export const INVITATION_BATCH_MAX = 200;
/** The booking page's fragment parameter carrying an invitation's token. */
export const INVITATION_TOKEN_FRAGMENT_PARAM = 'invitation';
/** An invitation's token as minted: base64url of 32 bytes, no padding. */
export const invitationTokenPattern = LINK_TOKEN_PATTERN;

const halfHourSchema = timeSchema.refine((time) => time.endsWith(':00') || time.endsWith(':30'), RUSH_MESSAGES.halfHour);

/** One rush day of one location, as the admin saves it (a save replaces the day's extra). */
export const rushDayBodySchema = z
  .object({
    locationId: idSchema,
    date: isoDateSchema,
    extraBays: z.coerce.number().int().min(0).max(20).default(0),
    opensEarly: halfHourSchema.nullish().transform((value) => value ?? null),
    closesLate: halfHourSchema.nullish().transform((value) => value ?? null),
  })
  .refine((day) => day.extraBays > 0 || day.opensEarly !== null || day.closesLate !== null, { message: RUSH_MESSAGES.nothingExtra, path: ['extraBays'] })
  .refine((day) => !day.opensEarly || !day.closesLate || day.opensEarly < day.closesLate, { message: RUSH_MESSAGES.hoursOrder, path: ['closesLate'] });
export type RushDayBody = z.input<typeof rushDayBodySchema>;
export type RushDayInput = z.output<typeof rushDayBodySchema>;

export const rushDaySchema = z.object({
  locationId: z.number().int(),
  date: z.string(),
  extraBays: z.number().int(),
  opensEarly: z.string().nullable(),
  closesLate: z.string().nullable(),
});
export type RushDay = z.infer<typeof rushDaySchema>;

/** The rush days from today on, every location. */
export const listRushDays = defineCall({ method: 'GET', path: API_PATHS.listRushDays, response: z.array(rushDaySchema) });

/** Adds or replaces a location's rush day; its extra slots are offered at once. */
export const saveRushDay = defineCall({ method: 'PUT', path: API_PATHS.saveRushDay, body: rushDayBodySchema, response: rushDaySchema });

/** Removes a rush day: its extra slots are refused again; bookings already in them stay. */
export const removeRushDay = defineCall({
  method: 'DELETE',
  path: API_PATHS.removeRushDay,
  params: z.object({ locationId: idSchema, date: isoDateSchema }),
  response: z.object({ removed: z.boolean() }),
});

export const seasonWindowBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    /** Null (or absent): every location. */
    locationId: idSchema.nullish().transform((value) => value ?? null),
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
  })
  .refine((window) => window.startsOn <= window.endsOn, { message: RUSH_MESSAGES.windowOrder, path: ['endsOn'] })
  .refine((window) => (Date.parse(window.endsOn) - Date.parse(window.startsOn)) / 86_400_000 < SEASON_WINDOW_MAX_DAYS, {
    message: RUSH_MESSAGES.windowTooLong,
    path: ['endsOn'],
  });
export type SeasonWindowBody = z.input<typeof seasonWindowBodySchema>;

export const seasonWindowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  locationId: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Hotel customers invited so far, and those with a stored set not yet invited. */
  invited: z.number().int(),
  notYetInvited: z.number().int(),
  /** Batches sent so far. */
  batches: z.number().int(),
});
export type SeasonWindow = z.infer<typeof seasonWindowSchema>;

export const listSeasonWindows = defineCall({ method: 'GET', path: API_PATHS.listSeasonWindows, response: z.array(seasonWindowSchema) });
export const createSeasonWindow = defineCall({
  method: 'POST',
  path: API_PATHS.createSeasonWindow,
  body: seasonWindowBodySchema,
  response: seasonWindowSchema,
});

const seasonParamsSchema = z.object({ seasonId: idSchema });

export const invitationBatchBodySchema = z.object({
  batchSize: z.coerce.number().int().min(1).max(INVITATION_BATCH_MAX),
  /** The day of the window this batch is pointed at (its links open the calendar there). */
  suggestedDate: isoDateSchema,
});
export type InvitationBatchBody = z.input<typeof invitationBatchBodySchema>;

/** Sends the next batch: the customers not yet invited this season, oldest stored set first. */
export const sendInvitationBatch = defineCall({
  method: 'POST',
  path: API_PATHS.sendInvitationBatch,
  params: seasonParamsSchema,
  body: invitationBatchBodySchema,
  response: z.object({ batch: z.number().int(), sent: z.number().int(), notYetInvited: z.number().int() }),
});

export const forecastDaySchema = z.object({
  date: z.string(),
  locationId: z.number().int(),
  /** Bookings the day can take: its slots times its bays, the rush day's extra included. */
  capacity: z.number().int(),
  /** Paid (or confirmed) bookings of the day. */
  booked: z.number().int(),
  /** Unpaid holds still holding a place. */
  held: z.number().int(),
  /** Customers whose batch points at this day and who have not booked in the window yet. */
  invitedNotBooked: z.number().int(),
  extraBays: z.number().int(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const getSeasonForecast = defineCall({
  method: 'GET',
  path: API_PATHS.getSeasonForecast,
  params: seasonParamsSchema,
  response: z.object({ season: seasonWindowSchema, days: z.array(forecastDaySchema) }),
});

/** The token in an invitation call's path; anything malformed names nothing (the neutral 404). */
export const invitationParamsSchema = z.object({ invitationToken: linkTokenParamSchema });

/**
 * What an invitation link opens: the season-change pre-fill of the customer's stored set (the same
 * shape "Book the change" opens, season-change.ts), the day their batch was pointed at (never
 * before the pre-fill's earliest day) and the address it was sent to, for the guest form.
 */
export const seasonInvitationSchema = z.object({
  prefill: seasonChangePrefillSchema,
  ...invitationDaysFields,
  guestEmail: z.string(),
});
export type SeasonInvitation = z.infer<typeof seasonInvitationSchema>;

export const getSeasonInvitation = defineCall({
  method: 'GET',
  path: API_PATHS.getSeasonInvitation,
  params: invitationParamsSchema,
  response: seasonInvitationSchema,
});

/** The invitation e-mail's link for a token, under the site's public URL. */
export const seasonInvitationUrl = tokenLinkUrl(PAGE_PATHS.tireChange, INVITATION_TOKEN_FRAGMENT_PARAM);

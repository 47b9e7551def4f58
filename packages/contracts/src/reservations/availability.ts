import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { idSchema, isoDateSchema, timeSchema } from '../common/primitives.js';

/**
 * Refusals about the day itself (422). Kept apart from RESERVATION_MESSAGES so the catalogues
 * that must cover every reservation message are not made incomplete by a new one.
 */
export const AVAILABILITY_MESSAGES = {
  /** A public holiday or a one-off closure of the location. */
  dayClosed: 'The location is closed on this day. Please choose another day.',
  /** Past the booking horizon (BOOKING_HORIZON_DAYS, 90 by default). */
  beyondHorizon: 'This day cannot be booked yet. Please choose an earlier day.',
  /** The range of one availability call. */
  rangeTooLong: 'The date range may span at most 62 days',
  rangeReversed: 'The end of the date range must not be before its start',
} as const;

/** The longest range one availability call answers (two months and a bit). */
export const AVAILABILITY_MAX_DAYS = 62;
/** How far ahead bookings are taken unless BOOKING_HORIZON_DAYS says otherwise. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 90;

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

export const availabilityQuerySchema = z
  .object({
    /** Without a location the answer has no days, only each location's next free time. */
    locationId: idSchema.optional(),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .superRefine((query, ctx) => {
    const span = dayNumber(query.to) - dayNumber(query.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.rangeReversed });
    else if (span + 1 > AVAILABILITY_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.rangeTooLong });
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** open: bookable times left; closed: no hours that day (weekday, holiday or closure); full: every time taken; past: nothing left to begin; beyond-horizon: not bookable yet. */
export const DAY_STATUSES = ['open', 'closed', 'full', 'past', 'beyond-horizon'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export const freeTimeSchema = z.object({
  time: timeSchema,
  /** Bays still free at that time. */
  left: z.number().int().nonnegative(),
});
export type FreeTime = z.infer<typeof freeTimeSchema>;

/** Why a day is closed beyond its weekly hours: a public holiday or the location's own closure. */
export const closedDaySchema = z.object({
  kind: z.enum(['holiday', 'closure']),
  /** The holiday's name (Finnish and English) or the closure's reason. */
  name: z.object({ fi: z.string(), en: z.string() }),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;

export const dayAvailabilitySchema = z.object({
  date: isoDateSchema,
  status: z.enum(DAY_STATUSES),
  /** How many start times still have a bay free. */
  freeSlots: z.number().int().nonnegative(),
  times: z.array(freeTimeSchema),
  closed: closedDaySchema.nullable(),
});
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const nextFreeTimeSchema = z.object({
  locationId: z.number().int(),
  /** The soonest bookable start, or null when nothing is free before the horizon. */
  next: z.object({ date: isoDateSchema, time: timeSchema, left: z.number().int().positive() }).nullable(),
});
export type NextFreeTime = z.infer<typeof nextFreeTimeSchema>;

export const availabilitySchema = z.object({
  locationId: z.number().int().nullable(),
  from: isoDateSchema,
  to: isoDateSchema,
  /** Today in Helsinki, and the last day bookings are taken for (the horizon). */
  today: isoDateSchema,
  lastBookableDate: isoDateSchema,
  days: z.array(dayAvailabilitySchema),
  /** Every location's soonest free time, so a customer who does not mind where can take it. */
  nextFree: z.array(nextFreeTimeSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A range's availability per day in one call (the calendar), instead of one slots call per day. */
export const getAvailability = defineCall({ method: 'GET', path: API_PATHS.getAvailability, query: availabilityQuerySchema, response: availabilitySchema });

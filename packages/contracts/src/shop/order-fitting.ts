import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { idParamsSchema, isoDateSchema, MAX_ID, timeSchema } from '../common/primitives.js';
import { API_PATHS } from '../paths.js';

/**
 * Fitting booked with the tires (issue 27, part 6). The shop promises installation is included in
 * the price of new tires: an order with installation books its fitting time at checkout, as a
 * reservation of price 0 linked to the order. The order's one payment covers both; cancelling the
 * order cancels the fitting; a fitting alone is never cancelled (nothing to refund: it is free),
 * the customer is asked whether to cancel the whole order instead.
 */
export const ORDER_FITTING_MESSAGES = {
  /** The day is earlier than the tires can be ready (the lead times of tire-rules.ts). */
  tooEarly: 'The tires cannot be fitted before this day: choose a later day',
  /** Only an unpaid order with installation of the caller's own gets a fitting time chosen (409). */
  notFittable: 'A fitting time can be chosen only for an unpaid order with installation',
  /** A fitting of an order is cancelled with its order, never alone (409). */
  belongsToOrder: 'This fitting belongs to a tire order: cancel the order to cancel it',
  /** Once paid, the fitting's time is the order's: the shop changes it (409). */
  fixedWithOrder: 'The fitting time of a paid tire order cannot be moved online: please contact the location',
} as const;

/** Where a fitting of an order stands: held while the order is unpaid, booked once paid, cancelled with the order. */
export const ORDER_FITTING_STATUSES = ['held', 'booked', 'cancelled'] as const;
export type OrderFittingStatus = (typeof ORDER_FITTING_STATUSES)[number];

/** An order's fitting as the customer and the admin see it (the reservation's facts, snapshotted on the order). */
export const orderFittingSchema = z.object({
  reservationId: z.number().int(),
  trackingCode: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  locationAddress: z.string().nullable(),
  /** Helsinki date and start time. */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  status: z.enum(ORDER_FITTING_STATUSES),
});
export type OrderFitting = z.infer<typeof orderFittingSchema>;

export const chooseOrderFittingBodySchema = z.object({
  /** Helsinki day and start time of a free slot at the order's fitting location. */
  date: isoDateSchema,
  time: timeSchema,
});
export type ChooseOrderFittingBody = z.infer<typeof chooseOrderFittingBodySchema>;

/**
 * PUT /api/tire-orders/:id/fitting: the customer chooses (or changes) the fitting time of their own
 * unpaid order with installation, at the order's location, on a day no earlier than the order's
 * `fittingEarliestDate`. The slot is held like any booking while the order is unpaid.
 */
export const chooseOrderFitting = defineCall({
  method: 'PUT',
  path: API_PATHS.chooseOrderFitting,
  params: idParamsSchema,
  body: chooseOrderFittingBodySchema,
  response: z.object({ orderId: z.number().int(), fitting: orderFittingSchema, fittingEarliestDate: z.string() }),
});

/** The catalogue asks the reservations service to hold a fitting slot for an order (replacing the order's earlier one). */
export const holdOrderFittingBodySchema = z.object({
  locationId: z.number().int().positive().max(MAX_ID),
  date: isoDateSchema,
  time: timeSchema,
  /** The first day the tires can be fitted: the reservations service refuses an earlier one too. */
  earliestDate: isoDateSchema,
  userId: z.string(),
  email: z.string().nullable(),
  language: z.string().nullable(),
  /** "205/55 R16" of the ordered tires (the bay's work order). */
  tireSize: z.string().max(100),
});
export const heldOrderFittingSchema = orderFittingSchema.omit({ status: true });
export const holdOrderFitting = defineCall({
  method: 'PUT',
  path: API_PATHS.holdOrderFitting,
  params: idParamsSchema,
  body: holdOrderFittingBodySchema,
  response: heldOrderFittingSchema,
});

/**
 * The catalogue tells the reservations service what became of the order (sent until acknowledged):
 * paid -> the fitting is booked (confirmed, nothing to pay), cancelled -> the fitting is cancelled
 * and its slot freed. Idempotent.
 */
export const settleOrderFittingBodySchema = z.object({ state: z.enum(['paid', 'cancelled']) });
export const settleOrderFitting = defineCall({
  method: 'POST',
  path: API_PATHS.settleOrderFitting,
  params: idParamsSchema,
  body: settleOrderFittingBodySchema,
  response: z.object({ orderId: z.number().int(), reservationId: z.number().int().nullable(), status: z.string().nullable() }),
});

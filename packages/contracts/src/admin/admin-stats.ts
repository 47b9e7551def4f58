import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { moneyTextSchema } from '../common/primitives.js';

/**
 * The admin dashboard's stat cards, counted by the reservations service in Europe/Helsinki time:
 * today's reservations, this week's (the week starts on Sunday, spec section 9), this month's
 * revenue from completed reservations, and how many await confirmation. Cancelled reservations
 * count in neither today nor week.
 */
export const adminStatsSchema = z.object({
  today: z.number().int().nonnegative(),
  week: z.number().int().nonnegative(),
  /** Euro text, two decimals (e.g. "105.00"). */
  monthRevenue: moneyTextSchema,
  /** Paid bookings awaiting the shop's confirmation (unpaid holds are not counted here). */
  pending: z.number().int().nonnegative(),
  /** Bookings still holding a slot unpaid. */
  unpaidHolds: z.number().int().nonnegative().optional(),
  /** Cancelled bookings whose refund failed: someone has to look. */
  refundsFailed: z.number().int().nonnegative().optional(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const getAdminStats = defineCall({ method: 'GET', path: API_PATHS.getAdminStats, response: adminStatsSchema });

import { z } from 'zod';
import { listCall } from '../common/call-families.js';
import { API_PATHS } from '../paths.js';
import { idSchema, isoDateSchema, timeSchema } from '../common/primitives.js';
import { RESERVATION_MESSAGES } from './messages.js';

export const availableSlotsQuerySchema = z.object({
  locationId: idSchema.describe(RESERVATION_MESSAGES.locationId),
  date: isoDateSchema,
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuerySchema>;

/** Start times (HH:mm, Europe/Helsinki) still bookable on that date. */
export const listAvailableSlots = listCall(API_PATHS.listAvailableSlots, { query: availableSlotsQuerySchema }, timeSchema);

// The range call of the calendar and the holiday rules live in their own files; exported from
// here so the package's index (which names this file) carries them.
export * from './availability.js';
export * from './finnish-holidays.js';

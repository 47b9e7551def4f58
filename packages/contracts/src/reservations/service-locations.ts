import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { timeSchema } from '../common/primitives.js';

/** Opening hours of one weekday; dayOfWeek 0 = Sunday ... 6 = Saturday. A missing day is closed. */
export const openingHoursSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  opens: timeSchema,
  closes: timeSchema,
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const serviceLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().optional(),
  /** Number of bays: how many reservations one slot can take. */
  capacity: z.number().int().positive(),
  openingHours: z.array(openingHoursSchema),
});
export type ServiceLocation = z.infer<typeof serviceLocationSchema>;

export const listServiceLocations = defineCall({ method: 'GET', path: API_PATHS.listServiceLocations, response: z.array(serviceLocationSchema) });

import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { idParamsSchema } from '../common/primitives.js';
import { API_PATHS } from '../paths.js';
import { SERVICE_TYPES, type ServiceType } from '../reservations/pricing.js';
import { STORED_TIRE_TYPES } from './tire-rules.js';

/**
 * The season change in two clicks (issue 27, part 4): what the booking form is pre-filled with for
 * one stored set. The season invitations (part 5) link to the same pre-fill, so these names stay.
 *
 * The booking page opens it with `/tire-change?tireSet=<id>`; the server answers it only to the
 * set's owner, and a booking that names the set (`tireSetId`) is refused before `earliestDate`.
 */
export const seasonChangePrefillSchema = z.object({
  tireSetId: z.number().int(),
  /** Where the set is stored: the change is done there. */
  locationId: z.number().int(),
  licensePlate: z.string(),
  tireSize: z.string(),
  /** The service whose duration fits the set (seasonChangeServiceOf). */
  serviceType: z.enum(SERVICE_TYPES),
  /** The first day the calendar offers: earliestDayAfterLead(today, LEAD_TIMES_WORKING_DAYS.storageFetch), yyyy-MM-dd. */
  earliestDate: z.string(),
  /** What the booking page shows of the set, so the customer recognises it. */
  tireType: z.enum(STORED_TIRE_TYPES),
  onRims: z.boolean(),
  brand: z.string(),
  model: z.string(),
  locationName: z.string(),
});
export type SeasonChangePrefill = z.infer<typeof seasonChangePrefillSchema>;

/**
 * The service of a season change by the set: a set on rims is a swap of whole wheels (the tire
 * change); tires without rims are taken off and mounted on the car's rims, four of them
 * (tire_install_4). Every service takes one slot (SLOT_MINUTES), so the service names the work and
 * its price, not a longer time.
 */
export function seasonChangeServiceOf(set: { onRims: boolean }): ServiceType {
  return set.onRims ? 'tire_change' : 'tire_install_4';
}

/** The booking page's query parameter that names the set to pre-fill from. */
export const SEASON_CHANGE_QUERY_PARAM = 'tireSet';

/** The pre-fill of one of the signed-in customer's stored sets (404 for a set not theirs). */
export const getSeasonChangePrefill = defineCall({
  method: 'GET',
  path: API_PATHS.getSeasonChangePrefill,
  params: idParamsSchema,
  response: seasonChangePrefillSchema,
});

import { groupLocationsByHours, type OpeningHours } from '@tire/contracts';

/** True when every location keeps the same hours, so they can be shown once. */
export const sameHoursEverywhere = (locations: { openingHours: OpeningHours[] }[]) => groupLocationsByHours(locations).length <= 1;

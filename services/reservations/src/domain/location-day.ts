import { locationOnDay, type ServiceLocation } from '@tire/contracts';
import type { OpeningDaysCache } from '../data-access/opening-days.js';

/**
 * The location's hours and bays on one date, its rush day's extra capacity included: every check
 * of a booking, move, waitlist entry or offer reads the day through this, as the slots and the
 * calendar do (locationOnDay of @tire/contracts, the one definition). Without the opening days
 * (unit tests of other rules) only the weekly hours and bays count.
 */
export async function locationOnDate(openingDays: OpeningDaysCache | undefined, location: ServiceLocation, date: string): Promise<ServiceLocation> {
  if (!openingDays) return location;
  const days = await openingDays.get();
  return locationOnDay(location, date, days.extraOn(location.id, date));
}

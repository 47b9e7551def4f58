import { dayOfWeek, helsinkiWallClock, minutesOf, type ServiceLocation } from '@tire/contracts';

/**
 * Whether some location is open at `now` by its weekly opening hours, on the Helsinki wall clock
 * (opening time included, closing time not).
 */
export function isSomeLocationOpen(locations: readonly Pick<ServiceLocation, 'openingHours'>[], now: Date): boolean {
  const { date, minutes } = helsinkiWallClock(now);
  const today = dayOfWeek(date);
  return locations.some((location) =>
    location.openingHours.some((hours) => hours.dayOfWeek === today && minutesOf(hours.opens) <= minutes && minutes < minutesOf(hours.closes)),
  );
}

/** Milliseconds until the next whole minute: when an open/closed answer can next change. */
export const msToNextMinute = (now: Date) => 60_000 - (now.getTime() % 60_000);

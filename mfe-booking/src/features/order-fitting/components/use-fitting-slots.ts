import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import { monthAt, slotsStateOf, useDayAndTime, useLocationMonth, useTimeStillOffered } from '../../../shared/slot-choice/use-location-month.js';

/**
 * The booking calendar at the order's location, opened on the month of the first fitting day: the
 * days before it say "too soon" (the server refuses them too), the rest are free, full or closed
 * as for any booking.
 */
export const useFittingMonth = (locationId: number, earliest: string) => useLocationMonth(locationId, earliest);

/** The chosen day and time; a new day forgets the time, and a reloaded day that no longer holds it drops it. */
export function useFittingChoice(locationId: number) {
  const choice = useDayAndTime();
  const { date } = choice;
  const chosenMonth = useGetAvailabilityQuery(date ? monthAt(monthOf(date), locationId) : skipToken);
  const times = useMemo(
    () => (chosenMonth.currentData?.days.find((day) => day.date === date)?.times ?? []).filter((slot) => slot.left > 0),
    [chosenMonth.currentData, date],
  );
  const slotsState = slotsStateOf(date, chosenMonth, times);
  useTimeStillOffered(choice.time, choice.setTime, times, slotsState);
  return { ...choice, times, slotsState, failed: chosenMonth.isError };
}

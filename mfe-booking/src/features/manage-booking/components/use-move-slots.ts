import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { helsinkiInstant, type ManagedReservation } from '@tire/contracts';
import { useClock } from '@tire/platform';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import { monthAt, slotsStateOf, useDayAndTime, useLocationMonth, useTimeStillOffered } from '../../../shared/slot-choice/use-location-month.js';
import { startOutsideWindow } from '../manage-policy.js';

/** The month the move's calendar shows (first the booking's own, or the earliest it may move to) and its days at the booking's location. */
export const useMoveMonth = (booking: ManagedReservation, earliest: string) =>
  useLocationMonth(booking.locationId, booking.scheduledDate > earliest ? booking.scheduledDate : earliest);

/** The free times of the chosen day the booking may move to, and where their loading is. */
function useMoveTimes(booking: ManagedReservation, date: string) {
  const clock = useClock();
  const chosenMonth = useGetAvailabilityQuery(date ? monthAt(monthOf(date), booking.locationId) : skipToken);
  const chosenDay = chosenMonth.currentData?.days.find((day) => day.date === date);
  // The booking's own start is no new time; a start inside the policy window cannot be taken online.
  const times = useMemo(
    () =>
      (chosenDay?.times ?? []).filter(
        (slot) =>
          !(date === booking.scheduledDate && slot.time === booking.scheduledTime) &&
          startOutsideWindow(booking, helsinkiInstant(date, slot.time), clock.now()),
      ),
    [chosenDay, date, booking, clock],
  );

  const slotsState = slotsStateOf(date, chosenMonth, times);
  return { times, slotsState, failed: chosenMonth.isError };
}

/** The day and time chosen to move to: a new day forgets the time, and a reloaded day that no longer holds the time drops it. */
export function useMoveChoice(booking: ManagedReservation) {
  const choice = useDayAndTime();
  const { times, slotsState, failed } = useMoveTimes(booking, choice.date);
  useTimeStillOffered(choice.time, choice.setTime, times, slotsState);
  return { ...choice, times, slotsState, failed };
}

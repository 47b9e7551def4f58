import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { addDays, DEFAULT_BOOKING_HORIZON_DAYS, helsinkiDateOf, helsinkiInstant, type DayAvailability, type ManagedReservation } from '@tire/contracts';
import { useClock } from '@tire/platform';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { firstOfMonth, lastOfMonth, monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import type { SlotsState } from '../../../shared/slot-choice/time-slot-picker.js';
import { startOutsideWindow } from '../manage-policy.js';

const monthArgs = (month: string, locationId: number) => ({ locationId, from: firstOfMonth(month), to: lastOfMonth(month) });

/** The month the move's calendar shows (first the booking's own, or the earliest it may move to) and its days at the booking's location. */
export function useMoveMonth(booking: ManagedReservation, earliest: string) {
  const clock = useClock();
  const [month, setMonth] = useState(() => monthOf(booking.scheduledDate > earliest ? booking.scheduledDate : earliest));
  const shown = useGetAvailabilityQuery(monthArgs(month, booking.locationId));
  const today = shown.data?.today ?? helsinkiDateOf(clock.now());
  const lastBookableDate = shown.data?.lastBookableDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const days = useMemo(
    () => new Map<string, DayAvailability>(shown.currentData?.locationId === booking.locationId ? shown.currentData.days.map((day) => [day.date, day]) : []),
    [shown.currentData, booking.locationId],
  );
  return { month, setMonth, today, lastBookableDate, days, loading: shown.isFetching, failed: shown.isError };
}

/** The free times of the chosen day the booking may move to, and where their loading is. */
function useMoveTimes(booking: ManagedReservation, date: string) {
  const clock = useClock();
  const chosenMonth = useGetAvailabilityQuery(date ? monthArgs(monthOf(date), booking.locationId) : skipToken);
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

  let slotsState: SlotsState;
  if (!date) slotsState = 'chooseFirst';
  else if (chosenMonth.isFetching || (!chosenMonth.currentData && !chosenMonth.isError)) slotsState = 'loading';
  else if (chosenMonth.isError) slotsState = 'failed';
  else slotsState = times.length ? 'ready' : 'none';
  return { times, slotsState, failed: chosenMonth.isError };
}

/** The day and time chosen to move to: a new day forgets the time, and a reloaded day that no longer holds the time drops it. */
export function useMoveChoice(booking: ManagedReservation) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const { times, slotsState, failed } = useMoveTimes(booking, date);

  // A time belongs to its day; a reloaded day may no longer hold it.
  useEffect(() => {
    if (time && slotsState !== 'loading' && !times.some((slot) => slot.time === time)) setTime('');
  }, [time, times, slotsState]);

  const chooseDate = (value: string) => {
    setDate(value);
    setTime('');
  };
  return { date, chooseDate, time, setTime, times, slotsState, failed };
}

import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Reservation } from '@tire/contracts';
import { useClock } from '@tire/platform';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import type { SlotsState } from '../../../shared/slot-choice/time-slot-picker.js';
import { readHeldBooking, stillHeld } from '../booking-memory.js';
import { monthArgs } from './use-booking-calendar.js';

/**
 * The chosen day's free times, from its month (the same cached call when it is the month shown),
 * and the time of the booking this visitor already holds there (after Back from checkout), which
 * stays offered.
 */
export function useDayTimes({ location, date, created }: { location: number | undefined; date: string; created: Reservation | null }) {
  const clock = useClock();
  const chosenMonth = useGetAvailabilityQuery(location && date ? monthArgs(monthOf(date), location) : skipToken);
  const chosenDay = chosenMonth.currentData?.days.find((day) => day.date === date);
  const held = useMemo(() => {
    const remembered = readHeldBooking();
    return stillHeld(remembered, clock.now()) && remembered.trackingCode && remembered.locationId === location && remembered.date === date
      ? remembered.time
      : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, date, created]);

  let slotsState: SlotsState;
  if (!location || !date) slotsState = 'chooseFirst';
  else if (chosenMonth.isFetching || (!chosenMonth.currentData && !chosenMonth.isError)) slotsState = 'loading';
  else if (chosenMonth.isError) slotsState = 'failed';
  else slotsState = chosenDay?.times.length || held ? 'ready' : 'none';
  // One array per answer, not per render: the effects that keep the chosen time valid depend on it.
  const times = useMemo(() => (slotsState === 'ready' ? (chosenDay?.times ?? []) : []), [slotsState, chosenDay]);
  return { slotsState, times, held, failed: chosenMonth.isError };
}

export type DayTimes = ReturnType<typeof useDayTimes>;

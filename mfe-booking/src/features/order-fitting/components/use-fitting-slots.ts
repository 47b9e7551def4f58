import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { addDays, DEFAULT_BOOKING_HORIZON_DAYS, helsinkiDateOf, type DayAvailability } from '@tire/contracts';
import { useClock } from '@tire/platform';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { firstOfMonth, lastOfMonth, monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import type { SlotsState } from '../../../shared/slot-choice/time-slot-picker.js';

const monthArgs = (month: string, locationId: number) => ({ locationId, from: firstOfMonth(month), to: lastOfMonth(month) });

/**
 * The booking calendar at the order's location, opened on the month of the first fitting day: the
 * days before it say "too soon" (the server refuses them too), the rest are free, full or closed
 * as for any booking.
 */
export function useFittingMonth(locationId: number, earliest: string) {
  const clock = useClock();
  const [month, setMonth] = useState(() => monthOf(earliest));
  const shown = useGetAvailabilityQuery(monthArgs(month, locationId));
  const today = shown.data?.today ?? helsinkiDateOf(clock.now());
  const lastBookableDate = shown.data?.lastBookableDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const days = useMemo(
    () => new Map<string, DayAvailability>(shown.currentData?.locationId === locationId ? shown.currentData.days.map((day) => [day.date, day]) : []),
    [shown.currentData, locationId],
  );
  return { month, setMonth, today, lastBookableDate, days, loading: shown.isFetching, failed: shown.isError };
}

/** The chosen day and time; a new day forgets the time, and a reloaded day that no longer holds it drops it. */
export function useFittingChoice(locationId: number) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const chosenMonth = useGetAvailabilityQuery(date ? monthArgs(monthOf(date), locationId) : skipToken);
  const times = useMemo(
    () => (chosenMonth.currentData?.days.find((day) => day.date === date)?.times ?? []).filter((slot) => slot.left > 0),
    [chosenMonth.currentData, date],
  );
  let slotsState: SlotsState;
  if (!date) slotsState = 'chooseFirst';
  else if (chosenMonth.isFetching || (!chosenMonth.currentData && !chosenMonth.isError)) slotsState = 'loading';
  else if (chosenMonth.isError) slotsState = 'failed';
  else slotsState = times.length ? 'ready' : 'none';

  useEffect(() => {
    if (time && slotsState !== 'loading' && !times.some((slot) => slot.time === time)) setTime('');
  }, [time, times, slotsState]);

  const chooseDate = (value: string) => {
    setDate(value);
    setTime('');
  };
  return { date, chooseDate, time, setTime, times, slotsState, failed: chosenMonth.isError };
}

import { useEffect, useMemo, useState } from 'react';
import { addDays, DEFAULT_BOOKING_HORIZON_DAYS, helsinkiDateOf, type DayAvailability, type FreeTime } from '@tire/contracts';
import { useClock } from '@tire/platform';
import { useGetAvailabilityQuery } from './availability-api.js';
import { firstOfMonth, lastOfMonth, monthOf } from './calendar-dates.js';
import type { SlotsState } from './time-slot-picker.js';

/** The availability call's question for one month at one location. */
export const monthAt = (month: string, locationId: number) => ({ locationId, from: firstOfMonth(month), to: lastOfMonth(month) });

/**
 * The month a calendar at one location shows (first the month of `openOn`) and its days, with
 * the bookable window: the calendars that move a booking and choose a fitting.
 */
export function useLocationMonth(locationId: number, openOn: string) {
  const clock = useClock();
  const [month, setMonth] = useState(() => monthOf(openOn));
  const shown = useGetAvailabilityQuery(monthAt(month, locationId));
  const today = shown.data?.today ?? helsinkiDateOf(clock.now());
  const lastBookableDate = shown.data?.lastBookableDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const days = useMemo(
    () => new Map<string, DayAvailability>(shown.currentData?.locationId === locationId ? shown.currentData.days.map((day) => [day.date, day]) : []),
    [shown.currentData, locationId],
  );
  return { month, setMonth, today, lastBookableDate, days, loading: shown.isFetching, failed: shown.isError };
}

/** What the time picker shows for the chosen day, from its month's answer and the times it offers. */
export function slotsStateOf(date: string, answer: { isFetching: boolean; isError: boolean; currentData?: unknown }, times: readonly FreeTime[]): SlotsState {
  if (!date) return 'chooseFirst';
  if (answer.isFetching || (!answer.currentData && !answer.isError)) return 'loading';
  if (answer.isError) return 'failed';
  return times.length ? 'ready' : 'none';
}

/** The day and time chosen: a new day forgets the time. */
export function useDayAndTime() {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const chooseDate = (value: string) => {
    setDate(value);
    setTime('');
  };
  return { date, chooseDate, time, setTime };
}

/** A time belongs to its day: a reloaded day that no longer offers the chosen time drops it. */
export function useTimeStillOffered(time: string, setTime: (time: string) => void, times: readonly FreeTime[], slotsState: SlotsState) {
  useEffect(() => {
    if (time && slotsState !== 'loading' && !times.some((slot) => slot.time === time)) setTime('');
  }, [time, setTime, times, slotsState]);
}

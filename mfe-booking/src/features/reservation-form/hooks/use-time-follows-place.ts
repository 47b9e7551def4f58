import { useEffect, useRef } from 'react';
import { monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import type { DayTimes } from './use-day-times.js';
import type { ReservationFormState } from './use-reservation-form-state.js';

export interface NextFreeChoice {
  locationId: number;
  date: string;
  time: string;
}

/**
 * A time belongs to one location and date: choosing another clears it (unless it came with them,
 * from a "next free time"), and a reloaded day that no longer holds it clears it. Returns how to
 * take a next free time (location, day and time at once; `browseMonth` shows its month).
 */
export function useTimeFollowsPlace(
  form: ReservationFormState,
  { locationId, date, day, browseMonth }: { locationId: string; date: string; day: DayTimes; browseMonth: (month: string) => void },
) {
  const { setValue, getValues, formState } = form;
  const { slotsState, times, held } = day;
  const pendingTime = useRef<string | null>(null);
  const chosenFor = useRef({ locationId, date });
  useEffect(() => {
    const previous = chosenFor.current;
    if (previous.locationId !== locationId || previous.date !== date) {
      chosenFor.current = { locationId, date };
      setValue('scheduledTime', pendingTime.current ?? '');
      pendingTime.current = null;
    }
  }, [locationId, date, setValue]);
  useEffect(() => {
    const time = getValues('scheduledTime');
    if (slotsState === 'ready' && time && time !== held && !times.some((slot) => slot.time === time)) setValue('scheduledTime', '');
    if (slotsState === 'none' && time && time !== held) setValue('scheduledTime', '');
  }, [slotsState, times, held, getValues, setValue]);

  return (next: NextFreeChoice) => {
    pendingTime.current = next.time;
    setValue('locationId', String(next.locationId), { shouldValidate: formState.isSubmitted });
    setValue('scheduledDate', next.date, { shouldValidate: formState.isSubmitted });
    browseMonth(monthOf(next.date));
    if (String(next.locationId) === locationId && next.date === date) setValue('scheduledTime', next.time);
  };
}

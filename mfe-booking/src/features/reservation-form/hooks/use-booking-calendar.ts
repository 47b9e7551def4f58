import { useEffect, useMemo, useState } from 'react';
import { addDays, DEFAULT_BOOKING_HORIZON_DAYS, helsinkiDateOf, type DayAvailability } from '@tire/contracts';
import { useClock } from '@tire/platform';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { firstOfMonth, lastOfMonth, monthOf } from '../../../shared/slot-choice/calendar-dates.js';

/** The availability call for a month, at one location or (none chosen yet) every location's next free times. */
export function monthArgs(month: string, locationId: number | undefined) {
  return { ...(locationId ? { locationId } : {}), from: firstOfMonth(month), to: lastOfMonth(month) };
}

/**
 * The month the calendar shows, with its free, full and closed days at the chosen location: the
 * chosen day's month, else the one the visitor browsed to, else today's (the server's today).
 */
export function useBookingCalendar({ location, date }: { location: number | undefined; date: string }) {
  const [browsedMonth, setBrowsedMonth] = useState<string | null>(date ? monthOf(date) : null);
  // A day chosen for the visitor (an invitation's suggested day) shows its month.
  const chosenMonth = date ? monthOf(date) : null;
  useEffect(() => {
    if (chosenMonth) setBrowsedMonth(chosenMonth);
  }, [chosenMonth]);
  const clock = useClock();
  const [fallbackToday] = useState(() => helsinkiDateOf(clock.now()));
  const monthQuery = useGetAvailabilityQuery(monthArgs(browsedMonth ?? monthOf(fallbackToday), location));
  const today = monthQuery.data?.today ?? fallbackToday;
  const month = browsedMonth ?? monthOf(today);
  const shownMonth = useGetAvailabilityQuery(monthArgs(month, location));
  const days = useMemo(() => {
    if (!location) return undefined;
    const answer = shownMonth.currentData;
    return new Map<string, DayAvailability>(answer && answer.locationId === location ? answer.days.map((day) => [day.date, day]) : []);
  }, [location, shownMonth.currentData]);
  return {
    month,
    browseMonth: setBrowsedMonth,
    today,
    lastBookableDate: monthQuery.data?.lastBookableDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS),
    days,
    loading: shownMonth.isFetching,
    failed: shownMonth.isError,
    nextFree: monthQuery.data?.nextFree ?? shownMonth.data?.nextFree,
  };
}

export type BookingCalendar = ReturnType<typeof useBookingCalendar>;

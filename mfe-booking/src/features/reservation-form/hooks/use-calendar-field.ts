import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { calendarFocusDay } from '../field-focus.js';
import type { ReservationFormState } from './use-reservation-form-state.js';

/**
 * The calendar as the form's date field: choosing a day sets it (and, once the form was submitted,
 * clears the day's error), and focusing the field (a server's refusal of the day) focuses the
 * calendar's focusable day. Returns how to choose a day.
 */
export function useCalendarField(form: ReservationFormState) {
  const { field } = useController({ control: form.control, name: 'scheduledDate' });
  const focusDate = field.ref;
  useEffect(() => {
    focusDate({ focus: () => calendarFocusDay(document)?.focus() });
  }, [focusDate]);
  return (value: string) => {
    field.onChange(value);
    if (form.formState.isSubmitted) form.clearErrors('scheduledDate');
  };
}

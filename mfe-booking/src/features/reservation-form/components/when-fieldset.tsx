import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { Reservation, ServiceLocation } from '@tire/contracts';
import { monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import { TimeSlotPicker } from '../../../shared/slot-choice/time-slot-picker.js';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { TIME_ID } from '../field-focus.js';
import { useBookingCalendar } from '../hooks/use-booking-calendar.js';
import { useDayTimes } from '../hooks/use-day-times.js';
import type { ReservationFormState } from '../hooks/use-reservation-form-state.js';
import { useSlotsFailedToast } from '../../../shared/slot-choice/use-slots-failed-toast.js';
import { useTimeFollowsPlace } from '../hooks/use-time-follows-place.js';
import { DateField } from './date-field.js';
import { LocationField } from './location-field.js';
import { NextFreeTimes } from './next-free-times.js';
import { WaitlistJoin } from './waitlist-join.js';

/** Where and when: the location (or area), each location's next free time, the day and the time. */
export function WhenFieldset({
  form,
  locations,
  created,
  guest,
  fetchFrom,
}: {
  form: ReservationFormState;
  locations: { data?: ServiceLocation[]; isLoading: boolean; isError: boolean };
  /** The booking just made: its hold is this visitor's, so its time stays offered. */
  created: Reservation | null;
  /** Booking without signing in: the waitlist needs the guest's contact details too. */
  guest: boolean;
  /** A season change of a stored set: no day before the warehouse can have it ready is offered. */
  fetchFrom?: string;
}) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const { control, register, formState } = form;
  const [serviceType, locationId, scheduledDate, scheduledTime] = useWatch({ control, name: ['serviceType', 'locationId', 'scheduledDate', 'scheduledTime'] });
  const timeField = useController({ control, name: 'scheduledTime' });
  const date = scheduledDate.slice(0, 10);
  const location = locationId ? Number(locationId) : undefined;
  const calendar = useBookingCalendar({ location, date });
  const day = useDayTimes({ location, date, created });
  useSlotsFailedToast(calendar.failed, day.failed);
  const takeNextFree = useTimeFollowsPlace(form, { locationId, date, day, browseMonth: calendar.browseMonth });
  // A season change opens the calendar on the month of the first day the set can be ready.
  const { browseMonth } = calendar;
  useEffect(() => {
    if (fetchFrom && !date) browseMonth(monthOf(fetchFrom));
    // Only when the first day becomes known: the customer browses freely afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchFrom, browseMonth]);
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('form.section.when')}</legend>
      <LocationField
        registration={register('locationId')}
        locations={locations}
        callOut={serviceType === 'call_mechanic'}
        error={contractMessage(formState.errors.locationId?.message)}
      />
      {/* The soonest free times ignore the warehouse's lead time: a season change chooses on the calendar. */}
      {!fetchFrom && <NextFreeTimes nextFree={calendar.nextFree} locations={locations.data} onTake={takeNextFree} />}
      <DateField form={form} calendar={calendar} date={date} locationChosen={Boolean(location)} fetchFrom={fetchFrom} />
      <TimeSlotPicker
        id={TIME_ID}
        state={day.slotsState}
        times={day.times}
        heldTime={day.held}
        value={scheduledTime}
        onChange={(time) => timeField.field.onChange(time)}
        error={contractMessage(formState.errors.scheduledTime?.message)}
        inputRef={timeField.field.ref}
      />
      <WaitlistJoin form={form} location={locations.data?.find((candidate) => candidate.id === location)} date={date} guest={guest} />
    </fieldset>
  );
}

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { addDays, DEFAULT_BOOKING_HORIZON_DAYS, helsinkiDateOf, helsinkiInstant, type DayAvailability, type ManagedReservation } from '@tire/contracts';
import { formatLongDate, toast, useClock, type ApiFailure } from '@tire/platform';
import { Button } from '@tire/ui';
import { useGetAvailabilityQuery } from '../../../shared/slot-choice/availability-api.js';
import { AvailabilityCalendar } from '../../../shared/slot-choice/availability-calendar.js';
import { firstOfMonth, lastOfMonth, monthOf } from '../../../shared/slot-choice/calendar-dates.js';
import { TimeSlotPicker, type SlotsState } from '../../../shared/slot-choice/time-slot-picker.js';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { useMoveManagedReservationMutation } from '../api/manage-booking-api.js';
import { earliestMoveDay, serverMessage, startOutsideWindow } from '../manage-policy.js';

const DATE_ID = 'manage-date';
const TIME_ID = 'manage-time';

const monthArgs = (month: string, locationId: number) => ({ locationId, from: firstOfMonth(month), to: lastOfMonth(month) });

/**
 * Another day and time for the booking, at its own location: the booking form's calendar and
 * free times (the same availability call), offering only starts more than the policy's hours away,
 * since a moved booking must stay changeable. A slot taken meanwhile (409) reloads the times.
 */
export function MoveBooking({ booking, token, onGone }: { booking: ManagedReservation; token: string; onGone: () => void }) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const clock = useClock();
  const [move, { isLoading }] = useMoveManagedReservationMutation();
  const earliest = earliestMoveDay(booking, clock.now());
  const [month, setMonth] = useState(() => monthOf(booking.scheduledDate > earliest ? booking.scheduledDate : earliest));
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');

  const shown = useGetAvailabilityQuery(monthArgs(month, booking.locationId));
  const fallbackToday = helsinkiDateOf(clock.now());
  const today = shown.data?.today ?? fallbackToday;
  const lastBookableDate = shown.data?.lastBookableDate ?? addDays(today, DEFAULT_BOOKING_HORIZON_DAYS);
  const days = useMemo(
    () => new Map<string, DayAvailability>(shown.currentData?.locationId === booking.locationId ? shown.currentData.days.map((day) => [day.date, day]) : []),
    [shown.currentData, booking.locationId],
  );
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

  // A time belongs to its day; a reloaded day may no longer hold it.
  useEffect(() => {
    if (time && slotsState !== 'loading' && !times.some((slot) => slot.time === time)) setTime('');
  }, [time, times, slotsState]);

  useEffect(() => {
    if (shown.isError || chosenMonth.isError) {
      toast({ title: t('toast.slotsFailed.title'), description: t('toast.slotsFailed.description'), variant: 'destructive' });
    }
  }, [shown.isError, chosenMonth.isError, t]);

  const chooseDate = (value: string) => {
    setDate(value);
    setTime('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time || isLoading) return;
    const result = await move({ token, body: { scheduledDate: date, scheduledTime: time } });
    if (result.data) {
      toast({
        title: t('manage.toast.moved.title'),
        description: t('manage.toast.moved.description', { date: formatLongDate(result.data.scheduledDate), time: result.data.scheduledTime }),
        variant: 'success',
      });
      setDate('');
      setTime('');
      return;
    }
    const error = result.error as ApiFailure;
    if (error.status === 404) return onGone();
    const reason = serverMessage(error);
    toast({ title: t('manage.toast.moveFailed.title'), description: reason ? contractMessage(reason) : t('manage.toast.tryAgain'), variant: 'destructive' });
    if (error.status === 409) setTime('');
  };

  return (
    <form className="manage-booking__section" aria-labelledby="manage-move-title" noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      <h2 id="manage-move-title" className="manage-booking__section-title">
        {t('manage.move.title')}
      </h2>
      <p className="manage-booking__policy">{t('manage.move.intro', { location: booking.locationName ?? '' })}</p>
      <div id={DATE_ID} className="field calendar-field">
        <span id={`${DATE_ID}-label`} className="label">
          {t('manage.move.date')}
        </span>
        <AvailabilityCalendar
          labelId={`${DATE_ID}-label`}
          month={month}
          onMonthChange={setMonth}
          selected={date}
          onSelect={chooseDate}
          today={today}
          notBefore={earliest}
          lastBookableDate={lastBookableDate}
          days={days}
          loading={shown.isFetching}
        />
      </div>
      <TimeSlotPicker id={TIME_ID} state={slotsState} times={times} value={time} onChange={setTime} />
      <div className="manage-booking__actions">
        <Button type="submit" loading={isLoading} disabled={!date || !time || isLoading}>
          {isLoading ? t('manage.move.submitting') : date && time ? t('manage.move.submitTo', { date: formatLongDate(date), time }) : t('manage.move.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useEffect } from 'react';
import type { ManagedReservation } from '@tire/contracts';
import { formatLongDate, toast, useClock } from '@tire/platform';
import { Button } from '@tire/ui';
import { AvailabilityCalendar } from '../../../shared/slot-choice/availability-calendar.js';
import { TimeSlotPicker } from '../../../shared/slot-choice/time-slot-picker.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { earliestMoveDay } from '../manage-policy.js';
import { useMoveRequest } from './use-move-request.js';
import { useMoveChoice, useMoveMonth } from './use-move-slots.js';

const DATE_ID = 'manage-date';
const TIME_ID = 'manage-time';

/**
 * Another day and time for the booking, at its own location: the booking form's calendar and
 * free times (the same availability call), offering only starts more than the policy's hours away,
 * since a moved booking must stay changeable. A slot taken meanwhile (409) reloads the times.
 */
export function MoveBooking({ booking, token, onGone }: { booking: ManagedReservation; token: string; onGone: () => void }) {
  const t = useTranslate();
  const clock = useClock();
  const earliest = earliestMoveDay(booking, clock.now());
  const { month, setMonth, today, lastBookableDate, days, loading, failed: monthFailed } = useMoveMonth(booking, earliest);
  const { date, chooseDate, time, setTime, times, slotsState, failed: timesFailed } = useMoveChoice(booking);

  useEffect(() => {
    if (monthFailed || timesFailed) {
      toast({ title: t('toast.slotsFailed.title'), description: t('toast.slotsFailed.description'), variant: 'destructive' });
    }
  }, [monthFailed, timesFailed, t]);

  const { onSubmit, isLoading } = useMoveRequest(token, onGone, { date, time, clear: () => chooseDate(''), clearTime: () => setTime('') });

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
          loading={loading}
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

import type { ManagedReservation } from '@tire/contracts';
import { formatLongDate, useClock } from '@tire/platform';
import { Button } from '@tire/ui';
import { DayAndTimeFields } from '../../../shared/slot-choice/day-and-time-fields.js';
import { useSlotsFailedToast } from '../../../shared/slot-choice/use-slots-failed-toast.js';
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
  const month = useMoveMonth(booking, earliest);
  const choice = useMoveChoice(booking);
  const { date, chooseDate, time, setTime } = choice;
  useSlotsFailedToast(month.failed, choice.failed);

  const { onSubmit, isLoading } = useMoveRequest(token, onGone, { date, time, clear: () => chooseDate(''), clearTime: () => setTime('') });

  return (
    <form className="manage-booking__section" aria-labelledby="manage-move-title" noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      <h2 id="manage-move-title" className="manage-booking__section-title">
        {t('manage.move.title')}
      </h2>
      <p className="manage-booking__policy">{t('manage.move.intro', { location: booking.locationName ?? '' })}</p>
      <DayAndTimeFields dateId={DATE_ID} timeId={TIME_ID} label={t('manage.move.date')} notBefore={earliest} month={month} choice={choice} />
      <div className="manage-booking__actions">
        <Button type="submit" loading={isLoading} disabled={!date || !time || isLoading}>
          {isLoading ? t('manage.move.submitting') : date && time ? t('manage.move.submitTo', { date: formatLongDate(date), time }) : t('manage.move.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useIntl } from 'react-intl';
import { useTranslate } from '../use-translate.js';
import { addMonths, formatMonth } from './calendar-dates.js';

interface CalendarMonthHeaderProps {
  /** Id of the month's name, which names the grid together with the field's label. */
  monthId: string;
  month: string;
  firstMonth: string;
  lastMonth: string;
  onMonthChange: (month: string) => void;
}

/** The month shown, between buttons to the previous and next month (within the bookable months). */
export function CalendarMonthHeader({ monthId, month, firstMonth, lastMonth, onMonthChange }: CalendarMonthHeaderProps) {
  const t = useTranslate();
  const language = useIntl().locale;
  return (
    <div className="calendar__header">
      <button
        type="button"
        className="calendar__nav"
        onClick={() => onMonthChange(addMonths(month, -1))}
        disabled={month <= firstMonth}
        aria-label={t('calendar.previousMonth')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p id={monthId} className="calendar__month" aria-live="polite">
        {formatMonth(month, language)}
      </p>
      <button
        type="button"
        className="calendar__nav"
        onClick={() => onMonthChange(addMonths(month, 1))}
        disabled={month >= lastMonth}
        aria-label={t('calendar.nextMonth')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

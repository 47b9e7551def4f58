import { useIntl } from 'react-intl';
import type { DayAvailability } from '@tire/contracts';
import { monthOf, weekdayNames, weeksOfMonth } from './calendar-dates.js';
import { CalendarDayCell } from './calendar-day-cell.js';
import { CalendarMonthHeader } from './calendar-month-header.js';
import { kindOf, selectable } from './day-kind.js';
import { useCalendarKeyboard } from './use-calendar-keyboard.js';

export interface AvailabilityCalendarProps {
  /** Id of the element naming the calendar ("Date"). */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** The month shown (yyyy-MM). */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (date: string) => void;
  today: string;
  lastBookableDate: string;
  /** The chosen location's days; undefined while no location is chosen (or loading): days are then only past or not. */
  days: ReadonlyMap<string, DayAvailability> | undefined;
  loading: boolean;
  /**
   * The first day that may be chosen, when it is later than today: a booking moved by its customer
   * must start more than 24 hours away, so the days before say "too soon" (reachable, not chosen).
   */
  notBefore?: string;
  /** The first day a stored tire set can be ready (a season change): the days before cannot be chosen. */
  fetchFrom?: string;
}

/** The grid's column headers: short weekday names, with the long name as abbr for screen readers. */
function WeekdayRow() {
  const language = useIntl().locale;
  const shortDays = weekdayNames(language, 'short');
  const longDays = weekdayNames(language, 'long');
  return (
    <tr>
      {shortDays.map((name, i) => (
        <th key={name} scope="col" abbr={longDays[i]}>
          {name}
        </th>
      ))}
    </tr>
  );
}

/**
 * The availability calendar: a WAI-ARIA grid of one month. One day is in the tab order (roving
 * tabindex); arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month
 * (with Shift by year); Enter or Space chooses. Closed, full, past and not-yet-bookable days are
 * aria-disabled but reachable, so a screen reader hears why.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { labelId, describedBy, invalid, month, onMonthChange, selected, onSelect, today, lastBookableDate, days, loading } = props;
  const monthId = `${labelId}-month`;
  const locationKnown = days !== undefined;
  const { grid, focused, onKeyDown, focusClicked } = useCalendarKeyboard({
    ...props,
    choose: (date) => {
      if (selectable(kindOf(date, props), locationKnown)) onSelect(date);
    },
  });

  const dayCell = (date: string) => {
    const kind = kindOf(date, props);
    const enabled = selectable(kind, locationKnown);
    const choose = () => {
      focusClicked(date);
      if (enabled) onSelect(date);
    };
    const state = { selected: date === selected, today: date === today, focused: date === focused };
    return <CalendarDayCell key={date} date={date} kind={kind} enabled={enabled} days={days} {...state} onClick={choose} />;
  };

  return (
    <div className="calendar" aria-busy={loading || undefined}>
      <CalendarMonthHeader {...{ monthId, month, onMonthChange }} firstMonth={monthOf(today)} lastMonth={monthOf(lastBookableDate)} />
      <table
        ref={grid}
        role="grid"
        className="calendar__grid"
        aria-labelledby={`${labelId} ${monthId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <WeekdayRow />
        </thead>
        <tbody>
          {weeksOfMonth(month).map((week) => (
            <tr key={week.find(Boolean)}>{week.map((date, i) => (date ? dayCell(date) : <td key={`empty-${i}`} className="calendar__empty" />))}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

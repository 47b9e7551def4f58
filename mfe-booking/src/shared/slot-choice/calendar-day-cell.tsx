import type { DayAvailability } from '@tire/contracts';
import type { DayKind } from './day-kind.js';
import { useDayLabels } from './use-day-labels.js';

interface CalendarDayCellProps {
  date: string;
  kind: DayKind;
  enabled: boolean;
  selected: boolean;
  today: boolean;
  focused: boolean;
  /** The chosen location's days (for the day's free slots or closure). */
  days: ReadonlyMap<string, DayAvailability> | undefined;
  onClick: () => void;
}

/** One day of the calendar grid: reachable even when it cannot be chosen (aria-disabled). */
export function CalendarDayCell({ date, kind, enabled, selected, today, focused, days, onClick }: CalendarDayCellProps) {
  const { describe, shortLabel } = useDayLabels(days);
  return (
    <td
      role="gridcell"
      data-date={date}
      data-kind={kind}
      className={`calendar__day calendar__day--${kind}${selected ? ' calendar__day--selected' : ''}${today ? ' calendar__day--today' : ''}`}
      tabIndex={focused ? 0 : -1}
      aria-selected={selected}
      aria-disabled={!enabled || undefined}
      aria-current={today ? 'date' : undefined}
      aria-label={describe(date, kind)}
      onClick={onClick}
    >
      <span className="calendar__number" aria-hidden="true">
        {Number(date.slice(8, 10))}
      </span>
      <span className="calendar__info" aria-hidden="true">
        {shortLabel(date, kind)}
      </span>
    </td>
  );
}

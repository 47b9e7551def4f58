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

/**
 * One day of the calendar grid: reachable even when it cannot be chosen (aria-disabled). Its name
 * is its content, the full description read by screen readers (visually hidden); the short visible
 * texts are hidden from them. Not an aria-label: a label replacing content that shows other words
 * (the bare day number, "3 free") breaks "label in name" (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
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
      onClick={onClick}
    >
      <span className="calendar__number" aria-hidden="true">
        {Number(date.slice(8, 10))}
      </span>
      <span className="calendar__info" aria-hidden="true">
        {shortLabel(date, kind)}
      </span>
      <span className="visually-hidden">{describe(date, kind)}</span>
    </td>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { addDays, type DayAvailability } from '@tire/contracts';
import { useTranslate } from '../use-translate.js';
import {
  addMonths,
  firstOfMonth,
  formatDay,
  formatMonth,
  lastOfMonth,
  mondayIndex,
  monthOf,
  sameDayInMonth,
  weekdayNames,
  weeksOfMonth,
} from './calendar-dates.js';

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
}

type DayKind = 'free' | 'full' | 'closed' | 'past' | 'tooSoon' | 'later' | 'unknown';

function kindOf(date: string, props: AvailabilityCalendarProps): DayKind {
  if (date < props.today) return 'past';
  if (props.notBefore && date < props.notBefore) return 'tooSoon';
  if (date > props.lastBookableDate) return 'later';
  const day = props.days?.get(date);
  if (!day) return 'unknown';
  if (day.status === 'open') return 'free';
  if (day.status === 'full') return 'full';
  if (day.status === 'closed') return 'closed';
  return day.status === 'past' ? 'past' : 'later';
}

/** A day can be chosen when it is bookable: free at the chosen location, or (no location yet) simply today or later within the horizon. */
const selectable = (kind: DayKind, locationKnown: boolean) => kind === 'free' || (!locationKnown && kind === 'unknown');

/**
 * The availability calendar: a WAI-ARIA grid of one month. One day is in the tab order (roving
 * tabindex); arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month
 * (with Shift by year); Enter or Space chooses. Closed, full, past and not-yet-bookable days are
 * aria-disabled but reachable, so a screen reader hears why.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { labelId, describedBy, invalid, month, onMonthChange, selected, onSelect, today, lastBookableDate, days, loading } = props;
  const t = useTranslate();
  const language = useIntl().locale;
  const monthId = `${labelId}-month`;
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const locationKnown = days !== undefined;

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastBookableDate);
  const clampToCalendar = (date: string) =>
    date < firstOfMonth(firstMonth) ? firstOfMonth(firstMonth) : date > lastOfMonth(lastMonth) ? lastOfMonth(lastMonth) : date;

  const preferredFocus = () => {
    if (selected && monthOf(selected) === month) return selected;
    if (monthOf(today) === month) return today;
    return firstOfMonth(month);
  };
  const [focused, setFocused] = useState(preferredFocus);
  // The focused day follows the month shown (buttons, a chosen "next free time").
  useEffect(() => {
    if (monthOf(focused) !== month) setFocused(preferredFocus());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [month, selected]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const goTo = (date: string) => {
    const next = clampToCalendar(date);
    moveFocus.current = true;
    setFocused(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -mondayIndex(focused)),
      End: () => addDays(focused, 6 - mondayIndex(focused)),
      PageUp: () => sameDayInMonth(focused, event.shiftKey ? -12 : -1),
      PageDown: () => sameDayInMonth(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      goTo(move());
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selectable(kindOf(focused, props), locationKnown)) onSelect(focused);
    }
  };

  const shortDays = weekdayNames(language, 'short');
  const longDays = weekdayNames(language, 'long');
  const describe = (date: string, kind: DayKind) => {
    const day = days?.get(date);
    const status =
      kind === 'free'
        ? t('calendar.day.free', { count: day?.freeSlots ?? 0 })
        : kind === 'full'
          ? t('calendar.day.full')
          : kind === 'closed'
            ? day?.closed
              ? t('calendar.day.closedFor', { name: language.startsWith('fi') ? day.closed.name.fi : day.closed.name.en })
              : t('calendar.day.closed')
            : kind === 'past'
              ? t('calendar.day.past')
              : kind === 'tooSoon'
                ? t('calendar.day.tooSoon')
                : kind === 'later'
                  ? t('calendar.day.later')
                  : '';
    return [formatDay(date, language, 'long'), status].filter(Boolean).join(', ');
  };
  const shortLabel = (date: string, kind: DayKind) => {
    const day = days?.get(date);
    if (kind === 'free') return t('calendar.cell.free', { count: day?.freeSlots ?? 0 });
    if (kind === 'full') return t('calendar.cell.full');
    if (kind === 'closed') return day?.closed?.kind === 'holiday' ? t('calendar.cell.holiday') : t('calendar.cell.closed');
    return '';
  };

  return (
    <div className="calendar" aria-busy={loading || undefined}>
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
          <tr>
            {shortDays.map((name, i) => (
              <th key={name} scope="col" abbr={longDays[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOfMonth(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date) return <td key={`empty-${i}`} className="calendar__empty" />;
                const kind = kindOf(date, props);
                const enabled = selectable(kind, locationKnown);
                const isSelected = date === selected;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-date={date}
                    data-kind={kind}
                    className={`calendar__day calendar__day--${kind}${isSelected ? ' calendar__day--selected' : ''}${date === today ? ' calendar__day--today' : ''}`}
                    tabIndex={date === focused ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={!enabled || undefined}
                    aria-current={date === today ? 'date' : undefined}
                    aria-label={describe(date, kind)}
                    onClick={() => {
                      moveFocus.current = false;
                      setFocused(date);
                      if (enabled) onSelect(date);
                    }}
                  >
                    <span className="calendar__number" aria-hidden="true">
                      {Number(date.slice(8, 10))}
                    </span>
                    <span className="calendar__info" aria-hidden="true">
                      {shortLabel(date, kind)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

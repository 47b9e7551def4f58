import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '@tire/contracts';
import { firstOfMonth, lastOfMonth, mondayIndex, monthOf, sameDayInMonth } from './calendar-dates.js';

export interface CalendarKeyboardOptions {
  /** The month shown (yyyy-MM). */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  today: string;
  lastBookableDate: string;
  /** Chooses the day when it may be chosen (Enter or Space on the focused day). */
  choose: (date: string) => void;
}

/** The day a key moves focus to from `focused`, or undefined when the key moves nothing. */
function keyMove(event: KeyboardEvent, focused: string): string | undefined {
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
  return moves[event.key]?.();
}

/**
 * The calendar grid's roving focus: which day is in the tab order, the keys that move it (across
 * months, within the bookable months), and moving DOM focus only after a key (not a click or a
 * month change from outside).
 */
export function useCalendarKeyboard({ month, onMonthChange, selected, today, lastBookableDate, choose }: CalendarKeyboardOptions) {
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const firstDay = firstOfMonth(monthOf(today));
  const lastDay = lastOfMonth(monthOf(lastBookableDate));
  const clampToCalendar = (date: string) => (date < firstDay ? firstDay : date > lastDay ? lastDay : date);

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

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = keyMove(event, focused);
    if (target !== undefined) {
      event.preventDefault();
      const next = clampToCalendar(target);
      moveFocus.current = true;
      setFocused(next);
      if (monthOf(next) !== month) onMonthChange(monthOf(next));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  /** A clicked day becomes the focused one (the browser already focused it). */
  const focusClicked = (date: string) => {
    moveFocus.current = false;
    setFocused(date);
  };

  return { grid, focused, onKeyDown, focusClicked };
}

import { useIntl } from 'react-intl';
import type { DayAvailability } from '@tire/contracts';
import { useTranslate } from '../use-translate.js';
import { formatDay } from './calendar-dates.js';
import type { DayKind } from './day-kind.js';

type Translate = ReturnType<typeof useTranslate>;

function statusText(t: Translate, language: string, kind: DayKind, day: DayAvailability | undefined): string | undefined {
  switch (kind) {
    case 'free':
      return t('calendar.day.free', { count: day?.freeSlots ?? 0 });
    case 'full':
      return t('calendar.day.full');
    case 'closed':
      return day?.closed
        ? t('calendar.day.closedFor', { name: language.startsWith('fi') ? day.closed.name.fi : day.closed.name.en })
        : t('calendar.day.closed');
    case 'past':
      return t('calendar.day.past');
    case 'tooSoon':
      return t('calendar.day.tooSoon');
    case 'storageFetch':
      return t('calendar.day.storageFetch');
    case 'later':
      return t('calendar.day.later');
    default:
      return '';
  }
}

/**
 * A day cell's texts: the full description a screen reader hears (date and why it can or cannot be
 * chosen) and the short visible note under the day's number.
 */
export function useDayLabels(days: ReadonlyMap<string, DayAvailability> | undefined) {
  const t = useTranslate();
  const language = useIntl().locale;
  const describe = (date: string, kind: DayKind) =>
    [formatDay(date, language, 'long'), statusText(t, language, kind, days?.get(date))].filter(Boolean).join(', ');
  const shortLabel = (date: string, kind: DayKind) => {
    const day = days?.get(date);
    if (kind === 'free') return t('calendar.cell.free', { count: day?.freeSlots ?? 0 });
    if (kind === 'full') return t('calendar.cell.full');
    if (kind === 'closed') return day?.closed?.kind === 'holiday' ? t('calendar.cell.holiday') : t('calendar.cell.closed');
    return '';
  };
  return { describe, shortLabel };
}

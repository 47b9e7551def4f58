import type { DayAvailability } from '@tire/contracts';

export type DayKind = 'free' | 'full' | 'closed' | 'past' | 'tooSoon' | 'storageFetch' | 'later' | 'unknown';

/** What decides a day's kind: the bookable window and the chosen location's days. */
export interface DayRules {
  today: string;
  lastBookableDate: string;
  days: ReadonlyMap<string, DayAvailability> | undefined;
  notBefore?: string;
  /** The first day a stored tire set can be ready (the season change's fetch lead time): the days before say so. */
  fetchFrom?: string;
}

export function kindOf(date: string, rules: DayRules): DayKind {
  if (date < rules.today) return 'past';
  if (rules.notBefore && date < rules.notBefore) return 'tooSoon';
  if (rules.fetchFrom && date < rules.fetchFrom) return 'storageFetch';
  if (date > rules.lastBookableDate) return 'later';
  const day = rules.days?.get(date);
  if (!day) return 'unknown';
  if (day.status === 'open') return 'free';
  if (day.status === 'full') return 'full';
  if (day.status === 'closed') return 'closed';
  return day.status === 'past' ? 'past' : 'later';
}

/** A day can be chosen when it is bookable: free at the chosen location, or (no location yet) simply today or later within the horizon. */
export const selectable = (kind: DayKind, locationKnown: boolean) => kind === 'free' || (!locationKnown && kind === 'unknown');

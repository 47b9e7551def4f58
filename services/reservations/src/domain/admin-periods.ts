import { helsinkiDateOf } from '@tire/contracts';

/** Calendar periods of the admin's stat cards, as inclusive yyyy-MM-dd bounds in Europe/Helsinki. */
export interface AdminPeriods {
  today: string;
  /** The week starts on Sunday (spec section 9) and ends on Saturday. */
  weekStart: string;
  weekEnd: string;
  monthStart: string;
  monthEnd: string;
}

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const plain = (day: Date) => day.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return plain(day);
};

/** The periods around `now`: calendar arithmetic on Helsinki dates, so DST changes cannot shift a day. */
export function adminPeriods(now: Date): AdminPeriods {
  const today = helsinkiDateOf(now);
  const day = utcDay(today);
  const weekStart = addDays(today, -day.getUTCDay());
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = plain(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)));
  return { today, weekStart, weekEnd: addDays(weekStart, 6), monthStart, monthEnd };
}

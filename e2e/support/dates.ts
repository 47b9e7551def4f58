import { addDays, dayOfWeek, helsinkiDateOf } from '@tire/contracts';

/** yyyy-MM-dd of the first Saturday at least `minDaysAhead` Helsinki days from today (weekend hours 09-20). */
export function upcomingSaturday(minDaysAhead = 7): string {
  let date = addDays(helsinkiDateOf(new Date()), minDaysAhead);
  while (dayOfWeek(date) !== 6) date = addDays(date, 1);
  return date;
}

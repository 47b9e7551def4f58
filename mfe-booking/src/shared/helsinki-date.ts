import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '@tire/contracts';

/** Today's date in Helsinki (yyyy-MM-dd): the earliest day the date input offers. */
export const helsinkiToday = (now: Date = new Date()) => format(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd');

/** The instant a Helsinki date and HH:mm time happen, as ISO text (DST included). */
export function helsinkiStartIso(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hour!, minute!, TIME_ZONE).getTime()).toISOString();
}

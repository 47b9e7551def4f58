import { helsinkiWallClock } from '@tire/contracts';

/** Today's date (yyyy-MM-dd) and wall-clock time (HH:mm) in Helsinki, `daysAhead` days on. */
export function helsinkiNow(daysAhead = 0) {
  const { date, time } = helsinkiWallClock(Date.now() + daysAhead * 86_400_000);
  return { date, time };
}

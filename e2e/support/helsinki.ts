const TIME_ZONE = 'Europe/Helsinki';

/** Today's date (yyyy-MM-dd) and wall-clock time (HH:mm) in Helsinki, `daysAhead` days on. */
export function helsinkiNow(daysAhead = 0) {
  const instant = new Date(Date.now() + daysAhead * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return { date, time };
}

/** yyyy-MM-dd of the first Saturday at least `minDaysAhead` days from today (weekend hours 09-20). */
export function upcomingSaturday(minDaysAhead = 7): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + minDaysAhead);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

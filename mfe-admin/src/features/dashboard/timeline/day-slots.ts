import { SLOT_MINUTES, type OpeningHours, type Reservation } from '@tire/contracts';

const minutes = (time: string) => {
  const [hours, mins] = time.split(':').map(Number);
  return hours! * 60 + mins!;
};
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The slot start times of a calendar day (yyyy-MM-dd) from a location's weekly hours; none when closed. */
export function slotsOfDay(openingHours: readonly OpeningHours[], date: string): string[] {
  const dayOfWeek = new Date(`${date}T12:00:00Z`).getUTCDay();
  const hours = openingHours.find((item) => item.dayOfWeek === dayOfWeek);
  if (!hours) return [];
  const slots: string[] = [];
  for (let start = minutes(hours.opens); start + SLOT_MINUTES <= minutes(hours.closes); start += SLOT_MINUTES) slots.push(clock(start));
  return slots;
}

/**
 * The day as a grid: one row per slot (and per booked time outside the hours, should there be
 * one), one column per bay, each cell the active booking holding that bay then, or null.
 */
export function dayGrid(openingHours: readonly OpeningHours[], capacity: number, date: string, reservations: readonly Reservation[]) {
  const active = reservations.filter((item) => item.status !== 'cancelled');
  const times = [...new Set([...slotsOfDay(openingHours, date), ...active.map((item) => item.scheduledTime)])].sort();
  const bays = Array.from({ length: capacity }, (_, index) => index + 1);
  return times.map((time) => {
    const atTime = active.filter((item) => item.scheduledTime === time);
    // A booking without a bay number (an older answer) takes the first bay left free.
    const cells = bays.map((bay) => atTime.find((item) => item.bay === bay) ?? null);
    for (const item of atTime.filter((entry) => entry.bay === undefined)) {
      const free = cells.indexOf(null);
      if (free >= 0) cells[free] = item;
    }
    return { time, cells, free: cells.filter((cell) => cell === null).length };
  });
}

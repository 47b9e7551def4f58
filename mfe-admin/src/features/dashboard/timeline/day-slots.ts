import { slotTimesOfDay, type OpeningHours, type Reservation } from '@tire/contracts';

/**
 * The day as a grid: one row per slot (and per booked time outside the hours, should there be
 * one), one column per bay, each cell the active booking holding that bay then, or null.
 */
export function dayGrid(openingHours: readonly OpeningHours[], capacity: number, date: string, reservations: readonly Reservation[]) {
  const active = reservations.filter((item) => item.status !== 'cancelled');
  const times = [...new Set([...slotTimesOfDay(date, openingHours), ...active.map((item) => item.scheduledTime)])].sort();
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

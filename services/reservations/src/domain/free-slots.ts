import { SLOT_MINUTES, type OpeningHours } from '@tire/contracts';
import { dayOfWeek, helsinkiInstant, minutesOf, timeOf } from './helsinki-time.js';

/**
 * Slots are 30-minute start times inside a day's opening hours; the last one starts 30 minutes
 * before closing. All times are Europe/Helsinki wall-clock times.
 */
export function slotTimesOfDay(date: string, openingHours: readonly OpeningHours[]): string[] {
  const weekday = dayOfWeek(date);
  const times: string[] = [];
  for (const hours of openingHours.filter((h) => h.dayOfWeek === weekday)) {
    for (let start = minutesOf(hours.opens); start + SLOT_MINUTES <= minutesOf(hours.closes); start += SLOT_MINUTES) {
      times.push(timeOf(start));
    }
  }
  return [...new Set(times)].sort();
}

export interface FreeSlotsInput {
  /** Calendar date, yyyy-MM-dd (Helsinki). */
  date: string;
  openingHours: readonly OpeningHours[];
  /** Bays: how many reservations one slot can take. */
  capacity: number;
  /** Active reservations per start time (HH:mm) on that date. */
  booked: ReadonlyMap<string, number>;
  now: Date;
}

/** Start times still bookable: inside opening hours, not started yet, with a bay free. */
export function freeSlots({ date, openingHours, capacity, booked, now }: FreeSlotsInput): string[] {
  return slotTimesOfDay(date, openingHours).filter(
    (time) => helsinkiInstant(date, time).getTime() > now.getTime() && (booked.get(time) ?? 0) < capacity,
  );
}

export type SlotProblem = 'outsideHours' | 'inPast';

/** Why a requested start time cannot be booked regardless of other bookings, if it cannot. */
export function slotProblem(date: string, time: string, openingHours: readonly OpeningHours[], now: Date): SlotProblem | undefined {
  if (!slotTimesOfDay(date, openingHours).includes(time)) return 'outsideHours';
  if (helsinkiInstant(date, time).getTime() <= now.getTime()) return 'inPast';
  return undefined;
}

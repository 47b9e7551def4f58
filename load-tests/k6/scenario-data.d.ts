/** yyyy-MM-dd of today plus `days`; far enough ahead that the Helsinki/UTC day boundary does not matter. */
export function dayFromNow(days: number): string;

export interface RaceSlot {
  locationId: number;
  date: string;
  time: string;
}

/** The guest booking racer `n` of race `run` sends for the slot; `by` names the tool in its notes. */
export function racerBooking(slot: RaceSlot, run: string, n: number, by: string): Record<string, unknown>;

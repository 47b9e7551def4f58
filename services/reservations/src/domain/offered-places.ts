import { HttpError } from '@tire/service-kit';
import { lockSlot, placesTaken, type RunSql } from '../data-access/waitlist.js';

export interface Slot {
  locationId: number;
  /** Helsinki date, yyyy-MM-dd. */
  date: string;
  /** Helsinki start, HH:mm. */
  time: string;
}

/**
 * Before a booking or a move takes a place of a slot, in its transaction: the places offered to
 * waiting customers (held for them alone) count as taken. The slot's lock, taken by every booking,
 * move and offer of it, keeps bookings plus offers within the bays until the transaction ends (the
 * bays' unique index judges the bookings among themselves). `exceptEntry`: the waitlist entry whose
 * own offer is being booked.
 */
export async function assertPlaceNotOffered(run: RunSql, slot: Slot, capacity: number, exceptEntry: number | null = null) {
  await lockSlot(run, slot);
  const { booked, offered } = await placesTaken(run, slot, exceptEntry);
  if (offered > 0 && booked + offered >= capacity) throw HttpError.of('reservation.slotUnavailable');
}

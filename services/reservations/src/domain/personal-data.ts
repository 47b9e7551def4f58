import { PERSONAL_DATA_SCHEMA_VERSION, type CancelledForErasure, type PersonalDataPart } from '@tire/contracts';
import { inTransaction, type DataSubject } from '@tire/service-kit';
import type pg from 'pg';
import {
  bookingEventsOfSubject,
  bookingsOfSubject,
  eraseBookingsOfSubject,
  tireHotelOfSubject,
  upcomingBookingIds,
  waitlistEntriesOfSubject,
  type Subject,
} from '../data-access/personal-data.js';
import type { Actor } from '../data-access/reservation-events.js';
import { lockReservation } from '../data-access/status-changes.js';
import { cancelLockedReservation } from './cancel-reservation.js';

export interface PersonalDataDeps {
  pool: pg.Pool;
  now: () => Date;
}

const subjectOf = (who: DataSubject): Subject => ({ userId: who.userId ?? null, email: who.email });

/** This service's part of the person's download: their bookings, the bookings' history, their waitlist entries and their tire hotel records. */
export async function exportBookingData(deps: PersonalDataDeps, who: DataSubject): Promise<PersonalDataPart> {
  const subject = subjectOf(who);
  const [bookings, bookingEvents, waitlistEntries, tireHotel] = await Promise.all([
    bookingsOfSubject(deps.pool, subject),
    bookingEventsOfSubject(deps.pool, subject),
    waitlistEntriesOfSubject(deps.pool, subject),
    tireHotelOfSubject(deps.pool, subject),
  ]);
  return {
    service: 'reservations',
    schemaVersion: PERSONAL_DATA_SCHEMA_VERSION,
    exportedAt: deps.now().toISOString(),
    records: { bookings, bookingEvents, waitlistEntries, ...tireHotel },
  };
}

/**
 * Cancels the person's upcoming bookings before their data goes, each as a cancellation by the
 * customer with a full refund of what was paid (setCancelled's default: the booking policy's
 * terms are for a change of plans, not for a customer leaving). No cancellation e-mail: the last
 * e-mail lists them all. The money notifier then tells the payments service, as for any
 * cancellation.
 */
export async function cancelBookingsForErasure(deps: PersonalDataDeps, who: DataSubject): Promise<{ cancelled: CancelledForErasure[] }> {
  const subject = subjectOf(who);
  const actor: Actor = { type: who.userId ? 'customer' : 'guest', id: who.userId ?? null, email: who.email, source: 'web' };
  const cancelled: CancelledForErasure[] = [];
  for (const id of await upcomingBookingIds(deps.pool, subject, deps.now())) {
    const done = await inTransaction(deps.pool, async (client) => {
      const current = await lockReservation(client, id);
      // Someone else cancelled or started it meanwhile: nothing of ours to do.
      if (!current || !['pending', 'confirmed'].includes(current.status)) return undefined;
      const { refundCents } = await cancelLockedReservation(client, current, 'customer', actor, { notify: false, details: { erasure: true } });
      return { reference: current.trackingCode, refundCents };
    });
    if (done) cancelled.push(done);
  }
  return { cancelled };
}

/** Anonymises every booking of the person (the bookkeeping stays: code, service, time, amounts, refunds). */
export async function eraseBookingData(deps: PersonalDataDeps, who: DataSubject): Promise<{ erased: number }> {
  const erased = await inTransaction(deps.pool, (client) => eraseBookingsOfSubject(client, subjectOf(who), deps.now()));
  return { erased };
}

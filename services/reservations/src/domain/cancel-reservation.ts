import type { CancellationReason } from '@tire/contracts';
import type pg from 'pg';
import { revokeManageLinks } from '../data-access/manage-links.js';
import { appendEvent, type Actor } from '../data-access/reservation-events.js';
import { writeEvent } from '../data-access/outbox.js';
import { contactEmailOf, setCancelled, type LockedReservation } from '../data-access/status-changes.js';
import { appointmentFacts } from './appointment-facts.js';

/**
 * Cancels a locked reservation, whoever asks (customer, admin, the hold sweeper): the status with
 * its reason, the history entry, the refund due when money was taken, and the customer's e-mail
 * (with the cancelling .ics and what happens to the money) through the outbox, in the caller's
 * transaction. The payments service is told afterwards by the money notifier (cancel open
 * intents, refund), which retries until it has acknowledged. Every manage link of the booking
 * stops working with it. `notify: false` skips the e-mail (a hold replaced before the customer
 * was ever told of it).
 */
export async function cancelLockedReservation(
  client: pg.PoolClient,
  current: LockedReservation,
  reason: CancellationReason,
  actor: Actor,
  { notify = true, details }: { notify?: boolean; details?: Record<string, unknown> } = {},
) {
  const result = await setCancelled(client, current.id, reason);
  await revokeManageLinks(client, current.id);
  // A fitting included in a tire order's price took no money of its own: nothing to refund here.
  const wasPaid = current.paymentStatus === 'paid' && current.totalCents > 0;
  const refundCents = wasPaid ? (result.refundCents ?? current.totalCents) : 0;
  await appendEvent(client, {
    reservationId: current.id,
    type: reason === 'hold_expired' || reason === 'payment_failed' ? 'hold_expired' : 'cancelled',
    from: current.status,
    to: 'cancelled',
    actor,
    details: { reason, ...(wasPaid ? { refundCents } : {}), ...(notify ? {} : { customerNotified: false }), ...details },
  });
  if (wasPaid) {
    await appendEvent(client, { reservationId: current.id, type: 'refund_requested', actor, details: { amountCents: refundCents } });
  }
  if (!notify) return { refundStatus: result.refundStatus, refundCents };
  await writeEvent(client, 'reservation.cancelled', {
    ...appointmentFacts({ ...current, calendarSequence: result.calendarSequence }, await contactEmailOf(client, current)),
    reason,
    wasPaid,
    refundCents,
  });
  return { refundStatus: result.refundStatus, refundCents };
}

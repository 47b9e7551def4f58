import type { EventName } from '@tire/contracts';
import { inTransaction } from '@tire/service-kit';
import type pg from 'pg';
import { reservationMadeWithKey, withdrawUnsentEvent } from '../data-access/replaced-holds.js';
import { lockReservation } from '../data-access/status-changes.js';
import type { Actor } from '../data-access/reservation-events.js';
import { cancelLockedReservation } from './cancel-reservation.js';
import { isUnpaidHold } from './payment-hold.js';

export interface ReplacedHold {
  /** The Idempotency-Key the replaced booking was made with: only the tab that made it knows it. */
  idempotencyKey: string;
  /** Who replaces it: the same signed-in customer (or a guest, for a guest's booking). */
  userId: string | null;
  actor: Actor;
  /** The booking that takes its place, for the history. */
  replacedBy: string;
}

/**
 * Releases the hold a customer's new booking replaces (Back from checkout and another time): one
 * customer keeps one hold. Only an unpaid hold made with that key by the same customer is
 * released; anything else (paid meanwhile, already expired, someone else's) is left as it is.
 * When its "held" e-mail is still waiting in the outbox it is withdrawn and no cancellation is
 * mailed: the customer hears only of the booking they kept. Returns whether a hold was released.
 */
export async function releaseReplacedHold(pool: pg.Pool, replaced: ReplacedHold, heldEventType: EventName): Promise<boolean> {
  return inTransaction(pool, async (client) => {
    const id = await reservationMadeWithKey(client, replaced.idempotencyKey);
    if (id === undefined) return false;
    const current = await lockReservation(client, id);
    if (!current || !isUnpaidHold(current) || current.userId !== replaced.userId) return false;
    const neverMailed = await withdrawUnsentEvent(client, heldEventType, id);
    await cancelLockedReservation(client, current, 'customer', replaced.actor, {
      notify: !neverMailed,
      details: { replacedBy: replaced.replacedBy },
    });
    return true;
  });
}

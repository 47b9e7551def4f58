import { inTransaction, startPeriodicTask, type AvailabilityPublisher, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { RESERVATION_HOLD_MINUTES } from '../config.js';
import { expiredHoldIds } from '../data-access/payment-marks.js';
import { SYSTEM_JOB } from '../data-access/reservation-events.js';
import { lockReservation } from '../data-access/status-changes.js';
import { cancelLockedReservation } from './cancel-reservation.js';
import { isUnpaidHold } from './payment-hold.js';

/** The history names the sweeper as the one who cancelled. */
export const HOLD_EXPIRED_BY = 'hold-sweeper';

export interface HoldSweeperDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  holdMinutes?: number;
  /** Freed slots are announced to every BFF (their availability caches empty). */
  availability?: AvailabilityPublisher;
}

/**
 * Cancels the unpaid reservations whose hold has run out (made more than holdMinutes ago, still
 * pending, payment pending or failed), so their slots can be booked again, and tells each
 * customer by e-mail (the reason: not paid in time, or the card was refused). Rows another
 * sweeper is handling are skipped. Returns their ids.
 */
export async function sweepExpiredHolds({ pool, now, logger, holdMinutes = RESERVATION_HOLD_MINUTES, availability }: HoldSweeperDeps) {
  const expired = await inTransaction(pool, async (client) => {
    const ids = await expiredHoldIds(client, new Date(now().getTime() - holdMinutes * 60_000));
    const cancelled: number[] = [];
    for (const id of ids) {
      const current = await lockReservation(client, id);
      // A payment may have landed between the search and the lock.
      if (!current || !isUnpaidHold(current)) continue;
      const reason = current.paymentStatus === 'failed' ? 'payment_failed' : 'hold_expired';
      await cancelLockedReservation(client, current, reason, SYSTEM_JOB(HOLD_EXPIRED_BY));
      cancelled.push(id);
    }
    return cancelled;
  });
  if (expired.length > 0) {
    logger.info({ reservationIds: expired }, 'unpaid reservations past their hold cancelled');
    await availability?.changed();
  }
  return expired;
}

/** Runs the sweep every intervalMs (default 30 s) in the background. */
export function startHoldSweeper(deps: HoldSweeperDeps, intervalMs = 30_000) {
  return startPeriodicTask('hold sweep', () => sweepExpiredHolds(deps), { intervalMs, logger: deps.logger });
}

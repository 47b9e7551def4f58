import { startHoldSweep, sweepHolds, type AvailabilityPublisher, type HoldSweep, type Logger } from '@tire/service-kit';
import type pg from 'pg';
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
  /** How long an unpaid booking holds its slot (RESERVATION_HOLD_MINUTES, from the service's settings). */
  holdMinutes: number;
  /** Freed slots are announced to every BFF (their availability caches empty). */
  availability?: AvailabilityPublisher;
}

/**
 * Cancels a batch of unpaid reservations whose hold has run out (made before the cut, still
 * pending, payment pending or failed), so their slots can be booked again, and tells each
 * customer by e-mail (the reason: not paid in time, or the card was refused).
 */
async function cancelExpiredHolds(client: pg.PoolClient, createdBefore: Date, limit: number): Promise<number[]> {
  const cancelled: number[] = [];
  for (const id of await expiredHoldIds(client, createdBefore, limit)) {
    const current = await lockReservation(client, id);
    // A payment may have landed between the search and the lock.
    if (!current || !isUnpaidHold(current)) continue;
    const reason = current.paymentStatus === 'failed' ? 'payment_failed' : 'hold_expired';
    await cancelLockedReservation(client, current, reason, SYSTEM_JOB(HOLD_EXPIRED_BY));
    cancelled.push(id);
  }
  return cancelled;
}

/** The reservations' rules on service-kit's hold sweep. */
const reservationHolds = ({ pool, now, logger, holdMinutes, availability }: HoldSweeperDeps): HoldSweep => ({
  pool,
  now,
  logger,
  holdMinutes,
  releaseBatch: (client, { createdBefore, limit }) => cancelExpiredHolds(client, createdBefore, limit),
  async released(reservationIds) {
    logger.info({ reservationIds }, 'unpaid reservations past their hold cancelled');
    await availability?.changed();
  },
});

/** Cancels every unpaid reservation past its hold (rows another sweeper is handling are skipped); returns their ids. */
export const sweepExpiredHolds = (deps: HoldSweeperDeps) => sweepHolds(reservationHolds(deps));

/** Runs the sweep every intervalMs (default 30 s) in the background. */
export const startHoldSweeper = (deps: HoldSweeperDeps, intervalMs = 30_000) => startHoldSweep(reservationHolds(deps), intervalMs);

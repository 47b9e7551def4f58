import { inTransaction, startPeriodicTask, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { RESERVATION_HOLD_MINUTES } from '../config.js';
import { cancelExpiredHolds } from '../data-access/payment-marks.js';
import { recordStatusChange } from '../data-access/status-changes.js';

/** The status history names the sweeper as the one who cancelled. */
export const HOLD_EXPIRED_BY = 'system:hold-expired';

export interface HoldSweeperDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  holdMinutes?: number;
}

/**
 * Cancels the unpaid reservations whose hold has run out (made more than holdMinutes ago, still
 * pending, payment pending or failed), so their slots can be booked again. Returns their ids.
 */
export async function sweepExpiredHolds({ pool, now, logger, holdMinutes = RESERVATION_HOLD_MINUTES }: HoldSweeperDeps) {
  const expired = await inTransaction(pool, async (client) => {
    const cancelled = await cancelExpiredHolds(client, new Date(now().getTime() - holdMinutes * 60_000));
    for (const { id } of cancelled) {
      await recordStatusChange(client, { reservationId: id, from: 'pending', to: 'cancelled', changedBy: HOLD_EXPIRED_BY, changedByEmail: null });
    }
    return cancelled;
  });
  if (expired.length > 0) logger.info({ reservationIds: expired.map((r) => r.id) }, 'unpaid reservations past their hold cancelled');
  return expired.map((r) => r.id);
}

/** Runs the sweep every intervalMs (default 30 s) in the background. */
export function startHoldSweeper(deps: HoldSweeperDeps, intervalMs = 30_000) {
  return startPeriodicTask('hold sweep', () => sweepExpiredHolds(deps), { intervalMs, logger: deps.logger });
}

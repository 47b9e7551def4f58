import { inTransaction, startPeriodicTask, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { ORDER_HOLD_MINUTES } from '../config.js';
import { cancelExpiredHolds } from '../data-access/order-holds.js';

export interface HoldSweeperDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  holdMinutes?: number;
  /** Orders released per transaction; a longer backlog is worked through batch after batch. */
  batchSize?: number;
}

/**
 * Cancels the unpaid orders whose hold has run out (placed more than holdMinutes ago and still
 * pending, a failed card included) and puts their tires back in stock: each batch's
 * cancellations and stock in one transaction, each order exactly once even when several
 * sweepers run (see cancelExpiredHolds). Returns the ids of the orders it cancelled.
 */
export async function sweepExpiredHolds({ pool, now, logger, holdMinutes = ORDER_HOLD_MINUTES, batchSize = 500 }: HoldSweeperDeps) {
  const at = now();
  const createdBefore = new Date(at.getTime() - holdMinutes * 60_000);
  const cancelled: number[] = [];
  for (;;) {
    const batch = await releaseBatch(pool, { createdBefore, releasedAt: at, limit: batchSize });
    cancelled.push(...batch);
    if (batch.length < batchSize) break;
  }
  if (cancelled.length > 0) logger.info({ orderIds: cancelled }, 'unpaid orders past their hold cancelled, their tires back in stock');
  return cancelled;
}

async function releaseBatch(pool: pg.Pool, options: Parameters<typeof cancelExpiredHolds>[1]) {
  const released = await inTransaction(pool, (client) => cancelExpiredHolds(client, options));
  return released.map((order) => order.id);
}

/** Runs the sweep every intervalMs (default 30 s) in the background. */
export function startHoldSweeper(deps: HoldSweeperDeps, intervalMs = 30_000) {
  return startPeriodicTask('hold sweep', () => sweepExpiredHolds(deps), { intervalMs, logger: deps.logger });
}

import type pg from 'pg';
import type { Logger } from '../logger.js';
import { startPeriodicTask } from '../periodic-task.js';
import { inTransaction } from '../pg-transaction.js';

/**
 * "Held until paid": a booking holds its slot, an order its tires, for the service's hold minutes
 * (RESERVATION_HOLD_MINUTES, ORDER_HOLD_MINUTES) while its payment is awaited; unpaid by then, the
 * hold sweeper releases it. The mechanics are here, each service keeps its own rules and SQL.
 */

/** When a hold made at `createdAt` runs out. */
export const holdEndsAt = (createdAt: Date, holdMinutes: number) => new Date(createdAt.getTime() + holdMinutes * 60_000);

/** One batch of a sweep: up to `limit` holds made before `createdBefore`, released at `at` (the sweep's now). */
export interface ExpiredHoldBatch {
  createdBefore: Date;
  at: Date;
  limit: number;
}

export interface HoldSweep {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  holdMinutes: number;
  /**
   * The service's own rule, in one transaction: releases the batch's holds that are still unpaid
   * (claimed with FOR UPDATE SKIP LOCKED, so two sweepers never take the same one) and returns
   * their ids.
   */
  releaseBatch(client: pg.PoolClient, batch: ExpiredHoldBatch): Promise<number[]>;
  /** Holds per transaction; a full batch is followed by another in the same sweep (200). */
  batchSize?: number;
  /** After a sweep that released holds: say so, announce what was freed. */
  released?(ids: number[]): Promise<void> | void;
}

/** Releases every hold that has run out, batch after batch; returns their ids. */
export async function sweepHolds({ pool, now, holdMinutes, releaseBatch, batchSize = 200, released }: HoldSweep): Promise<number[]> {
  const at = now();
  const createdBefore = new Date(at.getTime() - holdMinutes * 60_000);
  const ids: number[] = [];
  for (;;) {
    const batch = await inTransaction(pool, (client) => releaseBatch(client, { createdBefore, at, limit: batchSize }));
    ids.push(...batch);
    if (batch.length < batchSize) break;
  }
  if (ids.length > 0) await released?.(ids);
  return ids;
}

/** Runs the sweep every intervalMs (30 s) in the background. */
export function startHoldSweep(sweep: HoldSweep, intervalMs = 30_000) {
  return startPeriodicTask('hold sweep', () => sweepHolds(sweep), { intervalMs, logger: sweep.logger });
}

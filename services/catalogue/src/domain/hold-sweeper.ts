import { startHoldSweep, sweepHolds, type HoldSweep, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { cancelExpiredHolds } from '../data-access/order-holds.js';

export interface HoldSweeperDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  /** How long an unpaid order holds its tires (ORDER_HOLD_MINUTES, from the service's settings). */
  holdMinutes: number;
  /** Orders released per transaction; a longer backlog is worked through batch after batch. */
  batchSize?: number;
}

/** The shop's rules on service-kit's hold sweep: an unpaid order past its hold is cancelled and its tires go back in stock. */
const orderHolds = ({ pool, now, logger, holdMinutes, batchSize = 500 }: HoldSweeperDeps): HoldSweep => ({
  pool,
  now,
  logger,
  holdMinutes,
  batchSize,
  releaseBatch: async (client, { createdBefore, at, limit }) =>
    (await cancelExpiredHolds(client, { createdBefore, releasedAt: at, limit })).map((order) => order.id),
  released: (orderIds) => logger.info({ orderIds }, 'unpaid orders past their hold cancelled, their tires back in stock'),
});

/**
 * Cancels the unpaid orders whose hold has run out (placed more than holdMinutes ago and still
 * pending, a failed card included) and puts their tires back in stock: each batch's
 * cancellations and stock in one transaction, each order exactly once even when several
 * sweepers run (see cancelExpiredHolds). Returns the ids of the orders it cancelled.
 */
export const sweepExpiredHolds = (deps: HoldSweeperDeps) => sweepHolds(orderHolds(deps));

/** Runs the sweep every intervalMs (default 30 s) in the background. */
export const startHoldSweeper = (deps: HoldSweeperDeps, intervalMs = 30_000) => startHoldSweep(orderHolds(deps), intervalMs);

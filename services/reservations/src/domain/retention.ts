import { helsinkiDateOf } from '@tire/contracts';
import { inTransaction, startPeriodicTask, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { anonymiseBatch } from '../data-access/reservation-retention.js';

/**
 * The bookkeeping period: a booking is accounting material, kept six years after the end of the
 * year of the appointment (Finnish Accounting Act, kirjanpitolaki 2:10); after that its customer's
 * details go (RESERVATION_RETENTION_YEARS changes the number of years).
 */
const DEFAULT_RETENTION_YEARS = 6;

export interface RetentionDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  /** Years kept after the end of the appointment's year. */
  years?: number;
  /** Rows per transaction: each batch locks only its own rows, and briefly. */
  batchSize?: number;
  /** Batches per run, so one run stays short however large the backlog; the next run goes on. */
  maxBatches?: number;
}

/**
 * The first day still kept: 1 January of the year `years` before the current Helsinki year. A
 * booking of 2019 is kept until the end of 2025, so from 2026 on the cutoff is 2020-01-01.
 */
export function retentionCutoff(now: Date, years = DEFAULT_RETENTION_YEARS): string {
  const year = Number(helsinkiDateOf(now).slice(0, 4));
  return `${String(year - years).padStart(4, '0')}-01-01`;
}

/**
 * Anonymises the bookings past the bookkeeping period, in small batches of their own transaction
 * (rows claimed with FOR UPDATE SKIP LOCKED: no table lock, no wait on a row someone else holds,
 * two instances never take the same row). Returns how many were anonymised.
 */
export async function anonymiseExpiredReservations({
  pool,
  now,
  logger,
  years = DEFAULT_RETENTION_YEARS,
  batchSize = 500,
  maxBatches = 200,
}: RetentionDeps): Promise<number> {
  const cutoff = retentionCutoff(now(), years);
  let anonymised = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const ids = await inTransaction(pool, (client) => anonymiseBatch(client, { cutoff, size: batchSize, at: now() }));
    anonymised += ids.length;
    if (ids.length < batchSize) break;
  }
  if (anonymised > 0) logger.info({ anonymised, before: cutoff }, `bookings before ${cutoff} anonymised (bookkeeping period over): ${anonymised}`);
  return anonymised;
}

/** Runs the retention job every intervalMs (RETENTION_INTERVAL_MS, hourly) in the background. */
export function startReservationRetention(deps: RetentionDeps, intervalMs = 3_600_000) {
  return startPeriodicTask('reservation retention', () => anonymiseExpiredReservations(deps), { intervalMs, logger: deps.logger });
}

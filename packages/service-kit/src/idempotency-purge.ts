import type pg from 'pg';
import type { Logger } from './logger.js';
import { startPeriodicTask } from './periodic-task.js';

/**
 * How long a stored answer to an Idempotency-Key is kept. Clients retry within minutes; the
 * stored answer holds what a customer sent and got back (personal data), so it must not stay.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

export interface IdempotencyPurgeDeps {
  pool: pg.Pool;
  /** The service's Postgres schema, which holds its `idempotency_keys` table. */
  schema: string;
  now: () => Date;
  logger: Logger;
  retentionDays?: number;
}

/** Deletes the idempotency records created more than retentionDays ago; returns how many went. */
export async function purgeIdempotencyKeys({ pool, schema, now, logger, retentionDays = IDEMPOTENCY_RETENTION_DAYS }: IdempotencyPurgeDeps) {
  const cutoff = new Date(now().getTime() - retentionDays * 24 * 3_600_000);
  const { rowCount } = await pool.query(`DELETE FROM "${schema.replaceAll('"', '""')}".idempotency_keys WHERE created_at < $1`, [cutoff]);
  const removed = rowCount ?? 0;
  logger.info({ removed, retentionDays }, `idempotency records older than ${retentionDays} days deleted: ${removed}`);
  return removed;
}

/** Runs the purge every intervalMs in the background (hourly; the services pass their IDEMPOTENCY_PURGE_INTERVAL_MS setting). */
export function startIdempotencyKeyPurge(deps: IdempotencyPurgeDeps, intervalMs = 3_600_000) {
  return startPeriodicTask('idempotency record purge', () => purgeIdempotencyKeys(deps), { intervalMs, logger: deps.logger });
}

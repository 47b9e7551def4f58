import { startPeriodicTask, type Logger } from '@tire/service-kit';
import type { Queue } from 'bullmq';
import type pg from 'pg';
import type { RetentionConfig } from '../config.js';
import { deleteContactMessagesBefore } from '../data-access/contact-messages-repository.js';

const DAY_MS = 24 * 3_600_000;
/** Jobs removed per Redis call; a longer backlog is worked through batch after batch. */
const CLEAN_BATCH = 1_000;
/** Every state a dead letter can be in (nobody consumes the queue; a person may retry or move one). */
const DEAD_LETTER_STATES = ['wait', 'paused', 'prioritized', 'delayed', 'failed', 'completed'] as const;

/**
 * Removes dead-lettered e-mail jobs older than `retentionDays` from the dead-letter queue (a job's
 * age is from when it was dead-lettered); they hold the whole event (address, name, booking). By
 * then nobody will replay them. Returns how many went.
 */
export async function purgeDeadLetters({ deadLetters, retentionDays, logger }: { deadLetters: Queue; retentionDays: number; logger: Logger }) {
  const graceMs = retentionDays * DAY_MS;
  let removed = 0;
  for (const state of DEAD_LETTER_STATES) {
    for (;;) {
      const ids = await deadLetters.clean(graceMs, CLEAN_BATCH, state);
      removed += ids.length;
      if (ids.length < CLEAN_BATCH) break;
    }
  }
  logger.info({ removed, retentionDays, queue: deadLetters.name }, `dead letters older than ${retentionDays} days removed: ${removed}`);
  return removed;
}

/** Deletes contact messages (and their outbox e-mail events) older than `retentionDays`. Returns the counts. */
export async function purgeContactMessages({ pool, retentionDays, now, logger }: { pool: pg.Pool; retentionDays: number; now: () => Date; logger: Logger }) {
  const cutoff = new Date(now().getTime() - retentionDays * DAY_MS);
  const removed = await deleteContactMessagesBefore(pool, cutoff);
  logger.info({ ...removed, retentionDays }, `contact messages older than ${retentionDays} days deleted: ${removed.messages}`);
  return removed;
}

/**
 * The service's retention purges, every `purgeIntervalMs` in the background (the first run one
 * interval after start). Each purge runs on its own: Redis being away does not stop the
 * database's, and the other way round.
 */
export function startRetentionPurge(deps: { pool: pg.Pool; deadLetters: Queue; retention: RetentionConfig; logger: Logger; now?: () => Date }) {
  const { pool, deadLetters, retention, logger, now = () => new Date() } = deps;
  return startPeriodicTask(
    'retention purge',
    async () => {
      const results = await Promise.allSettled([
        purgeDeadLetters({ deadLetters, retentionDays: retention.deadLetterDays, logger }),
        purgeContactMessages({ pool, retentionDays: retention.contactMessageDays, now, logger }),
      ]);
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    { intervalMs: retention.purgeIntervalMs, logger },
  );
}

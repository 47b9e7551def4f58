import type { Logger } from '../logger.js';
import { startPeriodicTask } from '../periodic-task.js';

/**
 * "Money follows the cancellation": a cancelled booking or order is committed first and the
 * payments service told after (cancel open intents, refund what was paid), until it acknowledges.
 * A payments service that is down loses nothing: the notice stays pending and the next run sends
 * it again (the call is idempotent). Each service keeps its own query and acknowledgement.
 */
export interface MoneyNotices<Notice, Answer> {
  logger: Logger;
  /** The service's query: cancellations the payments service has not acknowledged yet, oldest first. */
  pending(limit: number): Promise<Notice[]>;
  /** Tells the payments service (idempotent); throws while it cannot be told. */
  send(notice: Notice): Promise<Answer>;
  /** Records that it was told, with what its answer says of the refund. */
  acknowledge(notice: Notice, answer: Answer): Promise<void>;
  /** The notice in a log line, e.g. { reservationId: 7 }. */
  logFields(notice: Notice): Record<string, unknown>;
  /** Notices per run (50). */
  batchSize?: number;
}

/** Sends the pending notices in order until one fails; returns how many were acknowledged. */
export async function sendMoneyNotices<Notice, Answer>(notices: MoneyNotices<Notice, Answer>): Promise<number> {
  const pending = await notices.pending(notices.batchSize ?? 50);
  let acknowledged = 0;
  for (const notice of pending) {
    try {
      await notices.acknowledge(notice, await notices.send(notice));
      acknowledged++;
    } catch (error) {
      notices.logger.warn({ err: error, ...notices.logFields(notice) }, 'payments service not told of the cancellation yet; will retry');
      break; // the service is probably down: the next run tries again
    }
  }
  return acknowledged;
}

/** Runs the notices every intervalMs: a cancellation reaches the payments service within one interval. */
export function startMoneyNotices<Notice, Answer>(name: string, notices: MoneyNotices<Notice, Answer>, intervalMs: number) {
  return startPeriodicTask(name, () => sendMoneyNotices(notices), { intervalMs, logger: notices.logger });
}

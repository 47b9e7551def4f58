import type { CancellationReason } from '@tire/contracts';
import { startPeriodicTask, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { PaymentsClient } from '../data-access/payments-client.js';

const S = `"${DB_SCHEMA}"`;

export interface MoneyNotifierDeps {
  pool: pg.Pool;
  payments: PaymentsClient;
  logger: Logger;
}

/**
 * Tells the payments service about every cancelled booking it has not acknowledged yet (open
 * intents are cancelled at the provider, a succeeded payment is refunded). A cancellation is
 * committed first and announced after, so a payments service that is down loses nothing: the
 * row keeps money_settled_at null and the next run sends it again (the call is idempotent).
 * Returns how many were acknowledged.
 */
export async function notifyCancelledMoney({ pool, payments, logger }: MoneyNotifierDeps, batch = 50): Promise<number> {
  const { rows } = await pool.query<{ id: number; reason: CancellationReason }>(
    `SELECT id, cancellation_reason AS reason FROM ${S}."reservations"
     WHERE status = 'cancelled' AND money_settled_at IS NULL ORDER BY cancelled_at NULLS FIRST, id LIMIT $1`,
    [batch],
  );
  let acknowledged = 0;
  for (const row of rows) {
    try {
      const answer = await payments.reservationCancelled(row.id, row.reason ?? 'admin');
      // A refund already reported (refunded / failed) is not set back to pending by this answer.
      await pool.query(
        `UPDATE ${S}."reservations" SET money_settled_at = now(),
           refund_id = COALESCE(refund_id, $2),
           refund_status = CASE WHEN refund_status IS NULL AND $3::text IS NOT NULL THEN $3 ELSE refund_status END,
           refund_cents = COALESCE(refund_cents, $4)
         WHERE id = $1`,
        [row.id, answer?.refund?.id ?? null, answer?.refund?.status ?? null, answer?.refund?.amountCents ?? null],
      );
      acknowledged++;
    } catch (error) {
      logger.warn({ err: error, reservationId: row.id }, 'payments service not told of the cancellation yet; will retry');
      break; // the service is probably down: the next run tries again
    }
  }
  return acknowledged;
}

/** Runs the notifier every intervalMs (a cancellation reaches the payments service within one interval). */
export function startMoneyNotifier(deps: MoneyNotifierDeps, intervalMs = 10_000) {
  return startPeriodicTask('money notifier', () => notifyCancelledMoney(deps), { intervalMs, logger: deps.logger });
}

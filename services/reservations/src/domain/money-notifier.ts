import { sendMoneyNotices, startMoneyNotices, type Logger, type MoneyNotices, type ReservationCancelledAnswer } from '@tire/service-kit';
import type pg from 'pg';
import { acknowledgeMoneyNotice, pendingMoneyNotices, type MoneyNotice } from '../data-access/money-notices.js';
import type { PaymentsClient } from '../data-access/payments-client.js';

export interface MoneyNotifierDeps {
  pool: pg.Pool;
  payments: PaymentsClient;
  logger: Logger;
}

/** The reservations' cancellations on service-kit's money notices; a reason never recorded reads as the shop's. */
const cancelledBookings = ({ pool, payments, logger }: MoneyNotifierDeps): MoneyNotices<MoneyNotice, ReservationCancelledAnswer | undefined> => ({
  logger,
  pending: (limit) => pendingMoneyNotices(pool, limit),
  send: (notice) => payments.reservationCancelled(notice.id, notice.reason ?? 'admin'),
  acknowledge: (notice, answer) => acknowledgeMoneyNotice(pool, notice.id, answer),
  logFields: (notice) => ({ reservationId: notice.id }),
});

/**
 * Tells the payments service about every cancelled booking it has not acknowledged yet (open
 * intents are cancelled at the provider, a succeeded payment is refunded), retrying on the next
 * run while it is down. Returns how many were acknowledged.
 */
export const notifyCancelledMoney = (deps: MoneyNotifierDeps, batchSize = 50): Promise<number> => sendMoneyNotices({ ...cancelledBookings(deps), batchSize });

/** Runs the notifier every intervalMs (a cancellation reaches the payments service within one interval). */
export const startMoneyNotifier = (deps: MoneyNotifierDeps, intervalMs = 10_000) => startMoneyNotices('money notifier', cancelledBookings(deps), intervalMs);

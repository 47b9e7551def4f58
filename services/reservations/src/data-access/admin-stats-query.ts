import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import type { AdminPeriods } from '../domain/admin-periods.js';

export interface AdminCounts {
  today: number;
  week: number;
  monthRevenueCents: number;
  pending: number;
  unpaidHolds: number;
  refundsFailed: number;
}

const T = `"${DB_SCHEMA}"."reservations"`;

// Each figure from a range of its own index, never a pass over the history: cancelled
// reservations count in neither today nor the week (reservations_active_date_idx); revenue is money
// actually earned, i.e. completed reservations scheduled in this month
// (reservations_completed_date_idx, which carries the amount); "pending" is paid bookings awaiting
// the shop's confirmation, unpaid holds are counted apart (reservations_pending_payment_idx, only
// the pending ones); failed refunds from reservations_refund_failed_idx.
export const ADMIN_STATS_SQL = `SELECT
    (SELECT count(*) FROM ${T} WHERE scheduled_date = $1::date AND status <> 'cancelled') AS today,
    (SELECT count(*) FROM ${T} WHERE scheduled_date BETWEEN $2::date AND $3::date AND status <> 'cancelled') AS week,
    (SELECT coalesce(sum(total_cents), 0) FROM ${T} WHERE scheduled_date BETWEEN $4::date AND $5::date AND status = 'completed') AS month_cents,
    (SELECT count(*) FROM ${T} WHERE status = 'pending' AND payment_status = 'paid') AS pending,
    (SELECT count(*) FROM ${T} WHERE status = 'pending' AND payment_status <> 'paid') AS unpaid_holds,
    (SELECT count(*) FROM ${T} WHERE refund_status = 'refund_failed') AS refunds_failed`;

export const adminStatsValues = (periods: AdminPeriods) => [periods.today, periods.weekStart, periods.weekEnd, periods.monthStart, periods.monthEnd];

export async function countAdminStats(pool: pg.Pool, periods: AdminPeriods): Promise<AdminCounts> {
  const { rows } = await pool.query<{
    today: string;
    week: string;
    month_cents: string;
    pending: string;
    unpaid_holds: string;
    refunds_failed: string;
  }>(ADMIN_STATS_SQL, adminStatsValues(periods));
  const row = rows[0]!;
  return {
    today: Number(row.today),
    week: Number(row.week),
    monthRevenueCents: Number(row.month_cents),
    pending: Number(row.pending),
    unpaidHolds: Number(row.unpaid_holds),
    refundsFailed: Number(row.refunds_failed),
  };
}

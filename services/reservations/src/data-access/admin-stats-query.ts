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

// One pass over the table: cancelled reservations count in neither today nor the week; revenue
// is money actually earned, i.e. completed reservations scheduled in this month; "pending" is
// paid bookings awaiting the shop's confirmation (unpaid holds are counted apart).
const STATS = `SELECT
    count(*) FILTER (WHERE scheduled_date = $1::date AND status <> 'cancelled') AS today,
    count(*) FILTER (WHERE scheduled_date BETWEEN $2::date AND $3::date AND status <> 'cancelled') AS week,
    coalesce(sum(total_cents) FILTER (WHERE status = 'completed' AND scheduled_date BETWEEN $4::date AND $5::date), 0) AS month_cents,
    count(*) FILTER (WHERE status = 'pending' AND payment_status = 'paid') AS pending,
    count(*) FILTER (WHERE status = 'pending' AND payment_status <> 'paid') AS unpaid_holds,
    count(*) FILTER (WHERE refund_status = 'refund_failed') AS refunds_failed
  FROM "${DB_SCHEMA}"."reservations"`;

export async function countAdminStats(pool: pg.Pool, periods: AdminPeriods): Promise<AdminCounts> {
  const { rows } = await pool.query<{
    today: string;
    week: string;
    month_cents: string;
    pending: string;
    unpaid_holds: string;
    refunds_failed: string;
  }>(STATS, [periods.today, periods.weekStart, periods.weekEnd, periods.monthStart, periods.monthEnd]);
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

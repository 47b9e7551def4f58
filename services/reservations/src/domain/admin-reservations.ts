import { ADMIN_LIST_MAX, centsToEuroText, type AdminReservationsQuery, type AdminStats, type Reservation } from '@tire/contracts';
import type pg from 'pg';
import { searchReservationIds } from '../data-access/admin-search.js';
import { countAdminStats } from '../data-access/admin-stats-query.js';
import type { Prisma } from '../data-access/database.js';
import { adminPeriods } from './admin-periods.js';
import { toReservation, withLocation } from './reservation-view.js';

export interface AdminReadDeps {
  prisma: Prisma;
  pool: pg.Pool;
  now: () => Date;
}

/** One page of all reservations, of one day's or of those matching `q`, the newest booking first, and how many there are in all. */
export async function listReservationsForAdmin(
  deps: AdminReadDeps,
  { date, q, limit = ADMIN_LIST_MAX, page = 1 }: AdminReservationsQuery,
): Promise<{ reservations: Reservation[]; total: number }> {
  const where = {
    ...(date ? { scheduledDate: new Date(`${date}T00:00:00.000Z`) } : {}),
    ...(q ? { id: { in: await searchReservationIds(deps.prisma, q) } } : {}),
  };
  const [rows, total] = await Promise.all([
    deps.prisma.reservation.findMany({
      where,
      include: withLocation,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      skip: (page - 1) * limit,
    }),
    deps.prisma.reservation.count({ where }),
  ]);
  const now = deps.now();
  return { reservations: rows.map((row) => toReservation(row, now)), total };
}

/** The dashboard's figures: today's and this week's bookings, the month's revenue, what waits for someone. */
export async function adminStatsOf(deps: AdminReadDeps): Promise<AdminStats> {
  const counts = await countAdminStats(deps.pool, adminPeriods(deps.now()));
  return {
    today: counts.today,
    week: counts.week,
    monthRevenue: centsToEuroText(counts.monthRevenueCents),
    pending: counts.pending,
    unpaidHolds: counts.unpaidHolds,
    refundsFailed: counts.refundsFailed,
  };
}

import {
  ADMIN_LIST_MAX,
  centsToEuroText,
  decodeListCursor,
  encodeListCursor,
  LIST_COUNT_BOUND,
  type AdminReservationsQuery,
  type AdminStats,
  type ListPosition,
  type Reservation,
} from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type pg from 'pg';
import { adminPage, countForAdmin } from '../data-access/admin-list.js';
import { searchReservations } from '../data-access/admin-search.js';
import { countAdminStats } from '../data-access/admin-stats-query.js';
import type { Prisma } from '../data-access/database.js';
import { earlierNoShowCounts } from '../data-access/no-show-counts.js';
import { adminPeriods } from './admin-periods.js';
import { toReservation, withLocation } from './reservation-view.js';

export interface AdminReadDeps {
  prisma: Prisma;
  pool: pg.Pool;
  now: () => Date;
  /** How long an unpaid booking holds its slot (RESERVATION_HOLD_MINUTES). */
  holdMinutes: number;
}

export interface AdminReservationsPage {
  reservations: Reservation[];
  /** How many there are in all, up to LIST_COUNT_BOUND. */
  total: number;
  /** There are more than `total`: the count stopped at the bound. */
  totalBounded: boolean;
  /** Where the next page starts (X-Next-Cursor), or null on the last page. */
  nextCursor: string | null;
}

/** The page after `after` (or the `page`th) of an ordered list of positions. */
function pageOf(positions: ListPosition[], after: ListPosition | undefined, offset: number, limit: number) {
  const start = after
    ? positions.findIndex(
        (row) => row.createdAt.getTime() < after.createdAt.getTime() || (row.createdAt.getTime() === after.createdAt.getTime() && row.id < after.id),
      )
    : offset;
  return start < 0 ? [] : positions.slice(start, start + limit + 1);
}

/**
 * One page of all reservations, of one day's or of those matching `q`, the newest booking first,
 * and how many there are in all (counted up to LIST_COUNT_BOUND). Every read is bounded by the
 * page or the bound, not by the history: the page's ids come from an index read in order (a
 * day's rows, or reservations_created_at_id_idx backwards), continuing after `cursor` when given;
 * a search keeps at most the newest MAX_MATCHES matches.
 */
export async function listReservationsForAdmin(
  deps: AdminReadDeps,
  { date, q, limit = ADMIN_LIST_MAX, page = 1, cursor }: AdminReservationsQuery,
): Promise<AdminReservationsPage> {
  const after = cursor ? (decodeListCursor(cursor) ?? undefined) : undefined;
  if (cursor && !after) throw HttpError.saying('validation', 'Not a list cursor', { errors: [{ path: 'cursor', message: 'Not a list cursor' }] });
  const offset = (page - 1) * limit;
  let rows: ListPosition[];
  let total: number;
  if (q) {
    const matches = await searchReservations(deps.pool, q, { date });
    const shown = matches.slice(0, LIST_COUNT_BOUND);
    rows = pageOf(shown, after, offset, limit);
    total = matches.length;
  } else {
    [rows, total] = await Promise.all([adminPage(deps.pool, { date, after, offset, take: limit + 1 }), countForAdmin(deps.pool, { date })]);
  }
  const onPage = rows.slice(0, limit);
  const ids = onPage.map((row) => row.id);
  const [found, noShows] = await Promise.all([
    deps.prisma.reservation.findMany({ where: { id: { in: ids } }, include: withLocation }),
    earlierNoShowCounts(deps.pool, ids),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
  const now = deps.now();
  return {
    reservations: onPage.flatMap((row) => {
      const reservation = byId.get(row.id);
      if (!reservation) return [];
      // Staff see a returning no-show customer on the card (absent: none before).
      const earlierNoShows = noShows.get(row.id);
      return [{ ...toReservation(reservation, now, deps.holdMinutes), ...(earlierNoShows ? { earlierNoShows } : {}) }];
    }),
    total: Math.min(total, LIST_COUNT_BOUND),
    totalBounded: total > LIST_COUNT_BOUND,
    nextCursor: rows.length > limit ? encodeListCursor(onPage.at(-1)!) : null,
  };
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

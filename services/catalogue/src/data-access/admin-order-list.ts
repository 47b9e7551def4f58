import { LIST_COUNT_BOUND, type ListPosition, type OrderStatus } from '@tire/contracts';
import { DB_SCHEMA } from '../config.js';
import type { Prisma } from './database.js';

const T = `"${DB_SCHEMA}"."orders"`;

export interface SqlQuery {
  text: string;
  values: unknown[];
}

export interface AdminOrdersPageRequest {
  /** Orders of these statuses, or all. */
  statuses?: readonly OrderStatus[];
  /** Continue after this order (keyset); `offset` is then ignored. */
  after?: ListPosition;
  offset?: number;
  /** Rows to read: the page and one more, which says whether a next page exists. */
  take: number;
}

/**
 * Ids of one page of the admin's orders, newest first (created_at, then id). All orders: read
 * backwards from orders_created_at_id_idx. Some statuses: each status's newest orders read in
 * order from orders_status_created_at_id_idx (at most the page's worth each), then merged, so a
 * page of paid and ready orders never sorts the years of fitted and picked-up ones.
 */
export function adminOrdersPageQuery({ statuses, after, offset = 0, take }: AdminOrdersPageRequest): SqlQuery {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const skip = after ? 0 : offset;
  const keyset = after ? `(created_at, id) < (${param(after.createdAt)}::timestamptz, ${param(after.id)}::int)` : '';
  const order = 'ORDER BY created_at DESC, id DESC';
  const page = `LIMIT ${param(take)}${skip ? ` OFFSET ${param(skip)}` : ''}`;
  if (!statuses?.length) return { text: `SELECT id, created_at FROM ${T}${keyset ? ` WHERE ${keyset}` : ''} ${order} ${page}`, values };
  const each = param(skip + take);
  const branches = [...new Set(statuses)].map(
    (status) =>
      `(SELECT id, created_at FROM ${T} WHERE status = ${param(status)}::"${DB_SCHEMA}"."order_status"${keyset ? ` AND ${keyset}` : ''} ${order} LIMIT ${each})`,
  );
  return { text: `SELECT id, created_at FROM (${branches.join(' UNION ALL ')}) AS newest ${order} ${page}`, values };
}

/** How many orders match, counted up to LIST_COUNT_BOUND + 1: never a count of all the years. */
export function adminOrdersCountQuery({ statuses }: { statuses?: readonly OrderStatus[] }): SqlQuery {
  return statuses?.length
    ? {
        text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${T} WHERE status = ANY($1::"${DB_SCHEMA}"."order_status"[]) LIMIT ${LIST_COUNT_BOUND + 1}) AS page`,
        values: [[...statuses]],
      }
    : { text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${T} LIMIT ${LIST_COUNT_BOUND + 1}) AS page`, values: [] };
}

export async function adminOrdersPage(prisma: Prisma, request: AdminOrdersPageRequest): Promise<ListPosition[]> {
  const { text, values } = adminOrdersPageQuery(request);
  const rows = await prisma.$queryRawUnsafe<{ id: number; created_at: Date }[]>(text, ...values);
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}

export async function countOrdersForAdmin(prisma: Prisma, filter: { statuses?: readonly OrderStatus[] }): Promise<number> {
  const { text, values } = adminOrdersCountQuery(filter);
  const rows = await prisma.$queryRawUnsafe<{ n: number }[]>(text, ...values);
  return Number(rows[0]!.n);
}

import { LIST_COUNT_BOUND, type ListPosition } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."reservations"`;

export interface AdminPageRequest {
  /** One Helsinki day's bookings (yyyy-MM-dd), or all. */
  date?: string;
  /** Continue after this row (keyset); `offset` is then ignored. */
  after?: ListPosition;
  offset?: number;
  /** Rows to read: the page and one more, which says whether a next page exists. */
  take: number;
}

/**
 * Ids of one page of the admin's list, newest booking first (created_at, then id): read backwards
 * from reservations_created_at_id_idx, or from the day's rows with `date`. After a cursor the
 * page starts where the previous one ended, whatever was booked meanwhile.
 */
export function adminPageQuery({ date, after, offset = 0, take }: AdminPageRequest): pg.QueryConfig {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where: string[] = [];
  if (date) where.push(`scheduled_date = ${param(date)}::date`);
  if (after) where.push(`(created_at, id) < (${param(after.createdAt)}::timestamptz, ${param(after.id)}::int)`);
  return {
    text: `SELECT id, created_at FROM ${T}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id DESC LIMIT ${param(take)}${after || !offset ? '' : ` OFFSET ${param(offset)}`}`,
    values,
  };
}

/** How many the list holds, counted up to LIST_COUNT_BOUND + 1: never a count of all history. */
export function adminCountQuery({ date }: { date?: string }): pg.QueryConfig {
  return date
    ? { text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${T} WHERE scheduled_date = $1::date LIMIT ${LIST_COUNT_BOUND + 1}) AS page`, values: [date] }
    : { text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${T} LIMIT ${LIST_COUNT_BOUND + 1}) AS page`, values: [] };
}

export async function adminPage(pool: pg.Pool, request: AdminPageRequest): Promise<ListPosition[]> {
  const { rows } = await pool.query<{ id: number; created_at: Date }>(adminPageQuery(request));
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}

export async function countForAdmin(pool: pg.Pool, filter: { date?: string }): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(adminCountQuery(filter));
  return rows[0]!.n;
}

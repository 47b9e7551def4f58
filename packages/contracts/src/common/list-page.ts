import { z } from 'zod';

/**
 * The admin's lists (reservations, orders) answer one page as a JSON list; the rest of what a
 * page knows travels in headers, so the answer keeps its shape:
 *
 * - `X-Total-Count`: how many match in all, counted up to LIST_COUNT_BOUND: a count over years
 *   of history would cost as much as the history. Past the bound the header says the bound and
 *   `X-Total-Count-Bounded: true` says "more than that".
 * - `X-Next-Cursor`: present when there is a next page; sent back as `cursor`, it continues
 *   right after this page's last row (keyset pagination: rows booked meanwhile neither repeat nor
 *   push rows off a page, and a later page costs what the first does). Without a cursor, `page`
 *   still works, at a cost that grows with the page number.
 */
export const LIST_PAGE_HEADERS = {
  total: 'X-Total-Count',
  totalBounded: 'X-Total-Count-Bounded',
  nextCursor: 'X-Next-Cursor',
} as const;

/** Counts stop here: "more than 1,000" serves an administrator as well as the exact number. */
export const LIST_COUNT_BOUND = 1000;

/** An opaque position in a list (base64url, made by the service that answered the page before). */
export const listCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a list cursor');

/**
 * The paging fields of an admin list's query: `limit` rows a page (1..max), then the next page by
 * the answer's X-Next-Cursor sent back as `cursor` (or `page` from 1, ignored with a cursor).
 */
export const listPageQueryFields = (max: number) => ({
  limit: z.coerce.number().int().min(1).max(max).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  cursor: listCursorSchema.optional(),
});

/** A list position: the last row's creation time and id (the lists' order: newest first, then id). */
export interface ListPosition {
  createdAt: Date;
  id: number;
}

/** The cursor of the row a page ended with. */
export function encodeListCursor({ createdAt, id }: ListPosition): string {
  const text = `${createdAt.toISOString()}|${id}`;
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The position a cursor names, or null for anything that is not one of ours. */
export function decodeListCursor(cursor: string): ListPosition | null {
  try {
    const text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,9})$/.exec(text);
    if (!match) return null;
    const createdAt = new Date(match[1]!);
    const id = Number(match[2]);
    return Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(id) || id > 2_147_483_647 ? null : { createdAt, id };
  } catch {
    return null;
  }
}

import { LIST_PAGE_HEADERS } from '@tire/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminOrdersCountQuery, adminOrdersPageQuery } from '../src/data-access/admin-order-list.js';
import { startTestService, type TestService } from './support/test-service.js';

// The admin's order list reads no more than a page however many years of orders there are: each
// index it added is checked with EXPLAIN on 20,000 orders with fresh statistics (no planner
// setting changed), and the pages follow a keyset cursor that neither repeats nor skips an order
// while new ones arrive.
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const ADMIN = { 'x-user-id': 'admin-1', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };

/** `count` past orders, one a day going back from 1 March 2026; the newest `recent` are paid or ready, the rest fitted or picked up. */
async function seedOrders(count: number, recent = 0) {
  await service.db.pool.query(
    `INSERT INTO catalogue.orders (user_id, email, total_cents, status, paid_at, created_at, updated_at)
     SELECT 'past-user-' || (n % 700), 'past' || (n % 700) || '@example.fi', 52404, s::catalogue.order_status, created + interval '3 minutes', created, created
     FROM (
       SELECT n, timestamptz '2026-03-01 10:00:00+02' - n * interval '3 hours' - (n % 7) * interval '1 second' AS created,
         CASE WHEN n < $2 THEN (ARRAY['paid','ready'])[n % 2 + 1] WHEN n % 2 = 0 THEN 'fitted' ELSE 'picked_up' END AS s
       FROM generate_series(0, $1::int - 1) AS n
     ) AS past`,
    [count, recent],
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
async function indexUse(pool: pg.Pool, query: { text: string; values: unknown[] }) {
  const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return {
    indexes: [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))],
    seqScan: nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'orders'),
  };
}

describe('the admin’s order reads use their indexes on a long history', () => {
  beforeAll(async () => {
    await service.reset();
    await seedOrders(20_000, 40);
    await service.db.pool.query('VACUUM ANALYZE catalogue.orders');
  }, 120_000);

  it('all orders, newest first: orders_created_at_id_idx, from the start and after a cursor', async () => {
    for (const after of [undefined, { createdAt: new Date('2025-06-01T10:00:00Z'), id: 9000 }]) {
      const plan = await indexUse(service.db.pool, adminOrdersPageQuery({ take: 51, after }));
      expect(plan.indexes).toEqual(['orders_created_at_id_idx']);
      expect(plan.seqScan).toBe(false);
    }
  });

  it('some statuses, newest first: orders_status_created_at_id_idx, each status’s newest only', async () => {
    for (const after of [undefined, { createdAt: new Date('2026-02-27T10:00:00Z'), id: 20 }]) {
      const plan = await indexUse(service.db.pool, adminOrdersPageQuery({ statuses: ['paid', 'ready'], take: 51, after }));
      expect(plan.indexes).toEqual(['orders_status_created_at_id_idx']);
      expect(plan.seqScan).toBe(false);
    }
    // Even of the statuses almost every order has.
    const done = await indexUse(service.db.pool, adminOrdersPageQuery({ statuses: ['fitted', 'picked_up'], take: 51 }));
    expect(done.indexes).toEqual(['orders_status_created_at_id_idx']);
    expect(done.seqScan).toBe(false);
  });

  it('the count of some statuses reads their part of the status index, at most 1,001 entries', async () => {
    const plan = await indexUse(service.db.pool, adminOrdersCountQuery({ statuses: ['paid', 'ready'] }));
    expect(plan.indexes).toEqual(['orders_status_created_at_id_idx']);
    expect(plan.seqScan).toBe(false);
    const { rows } = await service.db.pool.query(adminOrdersCountQuery({ statuses: ['fitted'] }));
    expect(rows[0].n).toBe(1001);
  });
});

describe('the admin pages through the orders by cursor', () => {
  beforeEach(() => service.reset());

  /** Every page, following X-Next-Cursor; `between` runs before each next page. */
  async function allPages(query: string, between: () => Promise<void>) {
    const pages: number[][] = [];
    let cursor: string | null = null;
    do {
      const answer = await service.call('GET', `/api/admin/orders?${query}${cursor ? `&cursor=${cursor}` : ''}`, { headers: ADMIN });
      expect(answer.status).toBe(200);
      pages.push(answer.body.map((order: { id: number }) => order.id));
      cursor = answer.headers.get(LIST_PAGE_HEADERS.nextCursor);
      if (cursor) await between();
    } while (cursor && pages.length < 100);
    return pages;
  }
  /** A new order, as customers keep placing them while the admin reads: the newest of all. */
  const newOrder = (status: 'paid' | 'pending') =>
    service.db.pool.query(
      `INSERT INTO catalogue.orders (user_id, email, total_cents, status, paid_at) VALUES ('new-customer', 'new@example.fi', 52404, $1::text::catalogue.order_status, CASE WHEN $1::text = 'paid' THEN now() END)`,
      [status],
    );
  const ids = async (where = 'true') =>
    (await service.db.pool.query<{ id: number }>(`SELECT id FROM catalogue.orders WHERE ${where} ORDER BY created_at DESC, id DESC`)).rows.map((row) => row.id);

  it('gets every order exactly once, newest first, while orders keep arriving between the pages', async () => {
    await seedOrders(130, 30);
    const before = await ids();
    const pages = await allPages('limit=25', async () => {
      await newOrder('paid');
      await newOrder('pending');
    });
    expect(pages.map((page) => page.length)).toEqual([25, 25, 25, 25, 25, 5]);
    expect(pages.flat()).toEqual(before);
  });

  it('and of some statuses', async () => {
    await seedOrders(130, 30);
    const before = await ids(`status IN ('paid', 'ready')`);
    expect(before).toHaveLength(30);
    const pages = await allPages('status=paid,ready&limit=7', () => newOrder('paid').then(() => undefined));
    expect(pages.flat()).toEqual(before);
  });

  it('counts up to 1,000, then says there are more; refuses a cursor it did not make', async () => {
    await seedOrders(1100, 10);
    const all = await service.call('GET', '/api/admin/orders?limit=5', { headers: ADMIN });
    expect(all.headers.get('x-total-count')).toBe('1000');
    expect(all.headers.get('x-total-count-bounded')).toBe('true');
    const some = await service.call('GET', '/api/admin/orders?status=paid,ready&limit=5', { headers: ADMIN });
    expect(some.headers.get('x-total-count')).toBe('10');
    expect(some.headers.get('x-total-count-bounded')).toBeNull();
    expect((await service.call('GET', '/api/admin/orders?cursor=garbage', { headers: ADMIN })).status).toBe(400);
  });
});

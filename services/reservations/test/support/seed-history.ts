import type pg from 'pg';

/**
 * Past bookings at one location, inserted in one statement (generate_series), as a chain's history
 * looks to the queries: `count` bookings on the days before `before` (two bays, ten start times a
 * day), each with its own tracking code, plate and e-mail; 85 % completed, the rest cancelled. Ids
 * follow the insertion, created_at goes back in time with the day.
 */
export async function seedPastBookings(pool: pg.Pool, { locationId, before, count }: { locationId: number; before: string; count: number }) {
  await pool.query(
    `INSERT INTO reservations.reservations (tracking_code, service_type, location_id, scheduled_date, scheduled_time, starts_at, bay,
       user_id, registration_number, vehicle_model, tire_size, guest_name, guest_email, contact_email, total_cents, status, payment_status,
       cancellation_reason, cancelled_at, money_settled_at, created_at, updated_at)
     SELECT 'PAST-' || upper(lpad(to_hex((n::bigint * 40503 + 7919) % 16777216), 6, '0')), 'tire_change', $1, d, t, starts, n % 2 + 1,
       CASE WHEN n % 3 = 0 THEN 'past-user-' || (n % 500) END,
       chr(65 + (n % 26)::int) || chr(65 + (n / 26 % 26)::int) || chr(65 + (n / 676 % 26)::int) || '-' || (n % 997 + 1),
       'Volvo V70', '205/55R16', 'Past Customer', 'past' || n || '@example.com', 'past' || n || '@example.com', 3500,
       CASE WHEN n % 20 < 3 THEN 'cancelled' ELSE 'completed' END::reservations.reservation_status, 'paid',
       CASE WHEN n % 20 < 3 THEN 'customer' END, CASE WHEN n % 20 < 3 THEN starts - interval '2 days' END,
       CASE WHEN n % 20 < 3 THEN starts - interval '2 days' END,
       starts - interval '7 days' - (n % 20) * interval '1 minute', starts
     FROM (
       SELECT n, d, t, (d + t::time) AT TIME ZONE 'Europe/Helsinki' AS starts
       FROM (
         SELECT n, $2::date - 1 - (n / 20)::int AS d,
           (ARRAY['10:00','10:30','11:00','11:30','12:00','12:30','13:00','13:30','14:00','14:30'])[(n / 2 % 10)::int + 1] AS t
         FROM generate_series(0, $3::int - 1) AS n
       ) AS days
     ) AS past`,
    [locationId, before, count],
  );
}

/** What the planner sees once a table is filled: fresh statistics and a visibility map. */
export async function analyze(pool: pg.Pool) {
  await pool.query('VACUUM ANALYZE reservations.reservations');
  await pool.query('VACUUM ANALYZE reservations.reservation_events');
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a query's plan, as EXPLAIN (FORMAT JSON) gives it for these parameters. */
async function planOf(pool: pg.Pool, query: { text: string; values?: unknown[] }): Promise<PlanNode[]> {
  const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values ?? []);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(rows[0]!['QUERY PLAN'][0]!.Plan);
  return nodes;
}

/** The indexes a plan reads and whether it reads `table` row by row (a sequential scan). */
export async function indexUse(pool: pg.Pool, query: { text: string; values?: unknown[] }, table: string) {
  const nodes = await planOf(pool, query);
  return {
    indexes: [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))],
    seqScan: nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table),
  };
}

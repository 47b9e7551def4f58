/**
 * The chain `npm run bench:scale` measures, seeded with PostgreSQL's bulk paths (INSERT ...
 * SELECT over generate_series: no row crosses the wire). Two parts:
 *
 * - `seedToday`: what any shop has whatever its age: the locations (the three seeded ones and a
 *   chain of `locations` more, 4 bays each, open every day), the products, and today's work (90
 *   bookings from today to two weeks ahead, held, paid, confirmed, two with a failed refund; 30
 *   shop orders with their payments, some needing an administrator). The "empty" database is this.
 * - `seedHistory`: years of it behind that: `bookings` past bookings (up to 6.8 years back, with
 *   their events: created, paid, completed or cancelled), `customers` accounts, `orders` past
 *   orders with their lines, events, payments, settlements and refunds.
 *
 * Every value is derived from the row's number, so two runs seed the same rows. Helper functions
 * live in a `bench` schema of the scratch database only.
 */
import type pg from 'pg';

export interface ChainSize {
  locations: number;
  bookings: number;
  customers: number;
  orders: number;
}

/** What the reads ask for: rows of today's work, the same in the empty and the seeded database. */
export interface Targets {
  today: string;
  customerId: string;
  customerEmail: string;
  trackingCode: string;
  plate: string;
  reservationId: number;
  locationId: number;
}

const FIRST_NAMES = [
  'aino',
  'eero',
  'helmi',
  'juha',
  'kaisa',
  'lauri',
  'maija',
  'niko',
  'olli',
  'pia',
  'riikka',
  'sami',
  'tiina',
  'ville',
  'anna',
  'mikko',
  'elina',
  'jari',
  'laura',
  'timo',
  'sanna',
  'petri',
  'minna',
  'antti',
  'heidi',
  'jussi',
  'katja',
  'markus',
  'noora',
  'teemu',
  'veera',
  'aleksi',
  'emilia',
  'joonas',
  'iida',
  'tuomas',
  'sofia',
  'henrik',
  'venla',
  'oskari',
];
const LAST_NAMES = [
  'virtanen',
  'korhonen',
  'makinen',
  'nieminen',
  'makela',
  'hamalainen',
  'laine',
  'heikkinen',
  'koskinen',
  'jarvinen',
  'lehtonen',
  'lehtinen',
  'saarinen',
  'salminen',
  'heinonen',
  'niemi',
  'heikkila',
  'kinnunen',
  'salonen',
  'turunen',
  'salo',
  'laitinen',
  'tuominen',
  'rantanen',
  'karjalainen',
  'jokinen',
  'mattila',
  'savolainen',
  'lahtinen',
  'ahonen',
  'ojala',
  'leppanen',
  'kallio',
  'vaisanen',
  'hiltunen',
  'leinonen',
  'miettinen',
  'aaltonen',
  'pitkanen',
  'manninen',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'elisanet.fi', 'kolumbus.fi', 'yahoo.com', 'luukku.com', 'hotmail.fi'];

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/** Deterministic look-alikes of the platform's values, as SQL functions of a row number. */
const HELPERS = `
DROP SCHEMA IF EXISTS bench CASCADE;
CREATE SCHEMA bench;
-- A tracking code: TIRE- and 6 of the 32 characters, a bijection of n below 2^30 (an odd multiplier).
CREATE FUNCTION bench.code(n bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT 'TIRE-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (((n * 2654435761) % 1073741824 >> (5 * j)) & 31)::int + 1, 1), '' ORDER BY j)
  FROM generate_series(0, 5) AS j $$;
-- A Finnish plate, ABC-123: one per car (a bijection of the car's number below 26^3 * 999).
CREATE FUNCTION bench.plate(car bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT chr(65 + (p % 26)::int) || chr(65 + (p / 26 % 26)::int) || chr(65 + (p / 676 % 26)::int) || '-' || (p / 17576 % 999 + 1)::text
  FROM (SELECT (car * 7919) % 17558424 AS p) AS x $$;
CREATE FUNCTION bench.first_name(n bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$ SELECT (${list(FIRST_NAMES)})[(n % ${FIRST_NAMES.length})::int + 1] $$;
CREATE FUNCTION bench.last_name(n bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$ SELECT (${list(LAST_NAMES)})[(n / ${FIRST_NAMES.length} % ${LAST_NAMES.length})::int + 1] $$;
-- A customer's (or a guest's, kind 'g') e-mail address: etunimi.sukunimi<number>@domain.
CREATE FUNCTION bench.email(n bigint, kind text) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT bench.first_name(n) || '.' || bench.last_name(n) || kind || (n / ${FIRST_NAMES.length * LAST_NAMES.length})::text || '@' || (${list(DOMAINS)})[(n % ${DOMAINS.length})::int + 1] $$;
CREATE FUNCTION bench.customer(u bigint) RETURNS text IMMUTABLE LANGUAGE sql AS $$ SELECT 'bench-customer-' || u $$;
`;

/** The chain's locations after the three seeded ones: "Ketju 001" ..., 4 bays, 08:00-18:00 every day. */
async function seedChainLocations(client: pg.ClientBase, count: number) {
  await client.query(
    `INSERT INTO reservations.locations (name, address, capacity)
     SELECT 'Ketju ' || lpad(n::text, 3, '0'), 'Ketjukatu ' || n || ', 00' || lpad((100 + n % 900)::text, 3, '0') || ' Helsinki', 4
     FROM generate_series(1, $1) AS n`,
    [count],
  );
  await client.query(`INSERT INTO reservations.bays (location_id, number)
    SELECT l.id, b FROM reservations.locations l CROSS JOIN generate_series(1, 4) AS b WHERE l.name LIKE 'Ketju %'`);
  await client.query(`INSERT INTO reservations.opening_hours (location_id, day_of_week, opens, closes)
    SELECT l.id, d, '08:00', '18:00' FROM reservations.locations l CROSS JOIN generate_series(0, 6) AS d WHERE l.name LIKE 'Ketju %'`);
}

/** Ids of the chain's locations, in name order. */
async function chainLocationIds(client: pg.ClientBase): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM reservations.locations WHERE name LIKE 'Ketju %' ORDER BY name`);
  return rows.map((row) => row.id);
}

/**
 * A booking's guest_name, guest_email, contact_email, guest_phone, guest_address and
 * guest_postal_code: a signed-in customer (`signed`, customer number `u`) gives only the contact
 * e-mail; a guest's details are made from the guest's number (the SQL expression `guest`).
 */
const contactColumns = (guest: string) =>
  `CASE WHEN NOT signed THEN initcap(bench.first_name(${guest})) || ' ' || initcap(bench.last_name(${guest})) END,
   CASE WHEN NOT signed THEN bench.email(${guest}, 'g') END,
   CASE WHEN signed THEN bench.email(u, '') ELSE bench.email(${guest}, 'g') END,
   CASE WHEN NOT signed THEN '+35840' || lpad((${guest} % 10000000)::text, 7, '0') END,
   CASE WHEN NOT signed THEN 'Kotikatu ' || (${guest} % 90 + 1) END,
   CASE WHEN NOT signed THEN '00' || lpad((100 + ${guest} % 900)::text, 3, '0') END`;

/**
 * Today's work, the same in both databases: 90 bookings from today to two weeks ahead, each at a
 * location of its own (so no slot is taken twice), the newest booked a minute ago; 30 orders.
 */
export async function seedToday(client: pg.ClientBase, size: ChainSize, today: string): Promise<Targets> {
  await client.query(HELPERS);
  await seedChainLocations(client, size.locations);
  const locations = await chainLocationIds(client);
  const first = locations[0]!;
  // i = 0..89; n = 1,050,000,000 + i keeps their tracking codes apart from the history's.
  await client.query(
    `INSERT INTO reservations.reservations (tracking_code, service_type, location_id, scheduled_date, scheduled_time, starts_at, bay,
       user_id, registration_number, vehicle_model, tire_size, guest_name, guest_email, contact_email, guest_phone, guest_address,
       guest_postal_code, total_cents, status, payment_status, language, cancellation_reason, cancelled_at, refund_status, refund_cents,
       money_settled_at, created_at, updated_at)
     SELECT bench.code(1050000000 + i), 'tire_change', $2::int + (i % $3::int), d, t, (d + t::time) AT TIME ZONE 'Europe/Helsinki', 1,
       CASE WHEN signed THEN bench.customer(u) END, bench.plate(car), 'Skoda Octavia', '205/55R16',
       ${contactColumns('g')},
       3500, status::reservations.reservation_status, payment::reservations.payment_status, 'fi',
       CASE WHEN status = 'cancelled' THEN 'admin' END, CASE WHEN status = 'cancelled' THEN now() - interval '1 hour' END,
       CASE WHEN status = 'cancelled' THEN 'refund_failed' END, CASE WHEN status = 'cancelled' THEN 3500 END,
       CASE WHEN status = 'cancelled' THEN now() - interval '50 minutes' END,
       now() - (90 - i) * interval '1 minute', now() - (90 - i) * interval '1 minute'
     FROM (
       SELECT i, i % 2 = 0 AS signed, 42 + i AS u, 900000 + i AS g, 42 + i AS car,
         $1::date + (i % 15) AS d, (ARRAY['09:00','10:00','11:00','12:00','13:00','14:00','15:00'])[i / 15 + 1] AS t,
         CASE WHEN i >= 88 THEN 'cancelled' WHEN i % 15 = 0 THEN 'confirmed' WHEN i % 5 = 0 THEN 'pending' WHEN i % 5 = 1 THEN 'pending' ELSE 'confirmed' END AS status,
         CASE WHEN i < 88 AND i % 15 <> 0 AND i % 5 = 0 THEN 'pending' ELSE 'paid' END AS payment
       FROM generate_series(0, 89) AS i
     ) AS x`,
    [today, first, locations.length],
  );
  await client.query(`INSERT INTO reservations.reservation_events (reservation_id, type, from_status, to_status, actor_type, actor_id, source, at)
    SELECT id, 'created', NULL, 'pending', CASE WHEN user_id IS NULL THEN 'guest' ELSE 'customer' END, user_id, 'web', created_at FROM reservations.reservations`);

  // Orders of the last days: paid and ready (the admin's list), pending, fitted; their payments.
  await client.query(
    `INSERT INTO catalogue.orders (user_id, email, language, total_cents, installation_requested, status, paid_at, created_at, updated_at,
       location_id, location_name, location_address)
     SELECT bench.customer(42 + i), bench.email(42 + i, ''), 'fi', 4 * p.price_cents, true, s::catalogue.order_status,
       CASE WHEN s <> 'pending' THEN now() - (30 - i) * interval '1 hour' + interval '3 minutes' END,
       now() - (30 - i) * interval '1 hour', now() - (30 - i) * interval '1 hour', $1::int, 'Ketju 001', 'Ketjukatu 1, 00101 Helsinki'
     FROM generate_series(0, 29) AS i
     CROSS JOIN LATERAL (SELECT (ARRAY['paid','ready','pending','fitted','paid','ready'])[i % 6 + 1] AS s) AS st
     JOIN catalogue.products p ON p.id = (SELECT id FROM catalogue.products ORDER BY id OFFSET i % 24 LIMIT 1)`,
    [first],
  );
  await seedOrderDetails(client, 0);
  // What needs an administrator: two paid marks given up on, two still retried, two failed refunds.
  await client.query(`UPDATE payments.settlements SET applied_at = NULL, attempts = 10, dead_lettered_at = now()
    WHERE payment_id IN (SELECT payment_id FROM payments.settlements ORDER BY payment_id LIMIT 2)`);
  await client.query(`UPDATE payments.settlements SET applied_at = NULL, attempts = 2, next_attempt_at = now() + interval '1 minute'
    WHERE payment_id IN (SELECT payment_id FROM payments.settlements ORDER BY payment_id OFFSET 2 LIMIT 2)`);
  await client.query(`INSERT INTO payments.refunds (id, payment_id, amount_cents, status, reason, attempts, next_attempt_at, last_error, reported_at, created_at, updated_at)
    SELECT 're_bench_' || p.order_id, p.id, p.amount_cents, 'refund_failed', 'admin', a, now() + interval '1 hour', 'card closed', now(), now(), now()
    FROM payments.payments p CROSS JOIN LATERAL (SELECT CASE WHEN p.order_id % 2 = 0 THEN 5 ELSE 2 END AS a) AS x
    ORDER BY p.id DESC LIMIT 2`);

  const { rows } = await client.query<{
    id: number;
    tracking_code: string;
    registration_number: string;
    user_id: string;
    contact_email: string;
    location_id: number;
  }>(
    `SELECT id, tracking_code, registration_number, user_id, contact_email, location_id FROM reservations.reservations
     WHERE user_id = bench.customer(42)`,
  );
  const target = rows[0]!;
  return {
    today,
    customerId: target.user_id,
    customerEmail: target.contact_email,
    trackingCode: target.tracking_code,
    plate: target.registration_number,
    reservationId: target.id,
    locationId: target.location_id,
  };
}

/** Lines, events, payments, settlements and refunds of the orders with id above `afterId`. */
async function seedOrderDetails(client: pg.ClientBase, afterId: number) {
  await client.query(
    `INSERT INTO catalogue.order_lines (order_id, product_id, quantity, unit_price_cents, product_name, product_size)
     SELECT o.id, p.id, 4, p.price_cents, p.brand || ' ' || p.model, p.size
     FROM catalogue.orders o JOIN catalogue.products p ON p.price_cents * 4 = o.total_cents
       AND p.id = (SELECT id FROM catalogue.products q WHERE q.price_cents * 4 = o.total_cents ORDER BY id LIMIT 1)
     WHERE o.id > $1`,
    [afterId],
  );
  await client.query(
    `INSERT INTO catalogue.order_events (order_id, type, from_status, to_status, actor_type, actor_id, source, created_at)
     SELECT id, 'created', NULL::catalogue.order_status, 'pending'::catalogue.order_status, 'customer', user_id, 'web', created_at
       FROM catalogue.orders WHERE id > $1
     UNION ALL
     SELECT id, 'paid', 'pending', 'paid', 'system', NULL, 'payments', paid_at FROM catalogue.orders WHERE id > $1 AND paid_at IS NOT NULL
     UNION ALL
     SELECT id, status::text, 'ready', status, 'admin', 'bench-admin', 'admin', updated_at FROM catalogue.orders
       WHERE id > $1 AND status IN ('fitted', 'picked_up')
     UNION ALL
     SELECT id, 'cancelled', CASE WHEN paid_at IS NULL THEN 'pending' ELSE 'paid' END::catalogue.order_status, 'cancelled',
       CASE WHEN paid_at IS NULL THEN 'system' ELSE 'admin' END, NULL, CASE WHEN paid_at IS NULL THEN 'job' ELSE 'admin' END, updated_at
       FROM catalogue.orders WHERE id > $1 AND status = 'cancelled'`,
    [afterId],
  );
  await client.query(
    `INSERT INTO payments.payments (id, provider, purpose, order_id, user_id, amount_cents, client_secret, status, created_at, updated_at)
     SELECT 'pi_bench_' || id, 'local', 'order', id, user_id, total_cents, 'pi_bench_' || id || '_secret_bench', 'succeeded', paid_at, paid_at
     FROM catalogue.orders WHERE id > $1 AND paid_at IS NOT NULL`,
    [afterId],
  );
  await client.query(
    `INSERT INTO payments.settlements (payment_id, applied_at, attempts, next_attempt_at, created_at)
     SELECT 'pi_bench_' || id, paid_at + interval '1 second', 1, paid_at, paid_at FROM catalogue.orders WHERE id > $1 AND paid_at IS NOT NULL`,
    [afterId],
  );
  await client.query(
    `INSERT INTO payments.refunds (id, payment_id, provider_refund_id, amount_cents, status, reason, attempts, reported_at, created_at, updated_at)
     SELECT 're_bench_' || id, 'pi_bench_' || id, 'lre_bench_' || id, total_cents, 'refunded', 'admin', 1, updated_at, updated_at, updated_at
     FROM catalogue.orders WHERE id > $1 AND status = 'cancelled' AND paid_at IS NOT NULL`,
    [afterId],
  );
}

/**
 * Years of history behind today's work: past bookings at the chain's locations (4 start times a
 * day per location, one bay, so no slot is taken twice), 70 % by signed-in customers; 85 %
 * completed, 10 % cancelled by the customer (refunded), 5 % holds that ran out. Past orders, 90 %
 * fitted or picked up, 5 % cancelled and refunded, 5 % released unpaid.
 */
export async function seedHistory(client: pg.ClientBase, size: ChainSize, today: string, step: (name: string, run: () => Promise<number>) => Promise<void>) {
  const locations = await chainLocationIds(client);
  const first = locations[0]!;
  const L = locations.length;
  const C = size.customers;
  /** A step that is one INSERT, counting the rows it wrote. */
  const insertStep = (name: string, sql: string, params: unknown[]) => step(name, async () => (await client.query(sql, params)).rowCount ?? 0);

  await insertStep(
    'customers (accounts.users)',
    `INSERT INTO accounts.users (id, email, first_name, last_name, language, created_at, updated_at)
     SELECT bench.customer(u), bench.email(u, ''), initcap(bench.first_name(u)), initcap(bench.last_name(u)), 'fi',
       now() - (u % 2000) * interval '1 day', now() - (u % 2000) * interval '1 day'
     FROM generate_series(1, $1::int) AS u`,
    [C],
  );

  const firstHistoryId = await highestId(client, 'reservations.reservations');
  await insertStep(
    'past bookings',
    `INSERT INTO reservations.reservations (tracking_code, service_type, location_id, scheduled_date, scheduled_time, starts_at, bay,
       user_id, registration_number, vehicle_model, tire_size, guest_name, guest_email, contact_email, guest_phone, guest_address,
       guest_postal_code, additional_services, total_cents, status, payment_status, notes, language, cancellation_reason, cancelled_at,
       refund_status, refund_cents, money_settled_at, created_at, updated_at)
     SELECT bench.code(n), (ARRAY['tire_change','tire_change','tire_change','tire_storage','call_mechanic'])[(n % 5)::int + 1],
       $2::int + (n % $3::int)::int, d, t, starts, 1,
       CASE WHEN signed THEN bench.customer(u) END, bench.plate(car),
       (ARRAY['Toyota Corolla','Volkswagen Golf','Skoda Octavia','Volvo V60','Kia Ceed','Tesla Model 3'])[(car % 6)::int + 1],
       (ARRAY['205/55R16','195/65R15','225/45R17','215/60R16'])[(car % 4)::int + 1],
       ${contactColumns('n')},
       CASE WHEN n % 7 = 0 THEN ARRAY['tire_storage'] ELSE ARRAY[]::text[] END,
       3500 + (n % 5)::int * 1000, status::reservations.reservation_status,
       CASE WHEN s = 2 THEN 'pending' ELSE 'paid' END::reservations.payment_status,
       CASE WHEN n % 11 = 0 THEN 'Vanteet autossa' END, CASE WHEN n % 9 = 0 THEN 'en' ELSE 'fi' END,
       CASE s WHEN 0 THEN 'customer' WHEN 1 THEN 'customer' WHEN 2 THEN 'hold_expired' END,
       CASE WHEN s < 3 THEN created + interval '40 minutes' END,
       CASE WHEN s < 2 THEN 'refunded' END, CASE WHEN s < 2 THEN 3500 + (n % 5)::int * 1000 END,
       CASE WHEN s < 3 THEN created + interval '41 minutes' END,
       created, CASE WHEN s < 3 THEN created + interval '41 minutes' ELSE starts + interval '1 hour' END
     FROM (
       SELECT n, signed, u, car, d, t, s, starts, starts - (1 + n % 20) * interval '1 day' - (n % 600) * interval '1 minute' AS created,
         CASE WHEN s < 3 THEN 'cancelled' ELSE 'completed' END AS status
       FROM (
         SELECT n, signed, u, CASE WHEN signed THEN u ELSE 1000000 + n END AS car, d, t, s,
           (d + t::time) AT TIME ZONE 'Europe/Helsinki' AS starts
         FROM (
           SELECT n, n % 10 < 7 AS signed, (n * 7919) % $4::int + 1 AS u, n % 20 AS s,
             $1::date - (1 + (n / $3::int) / 4)::int AS d, (ARRAY['09:00','11:00','13:00','15:00'])[((n / $3::int) % 4)::int + 1] AS t
           FROM generate_series(0::bigint, $5::bigint - 1) AS n
         ) AS a
       ) AS b
     ) AS c`,
    [today, first, L, C, size.bookings],
  );

  await insertStep(
    'their events',
    `INSERT INTO reservations.reservation_events (reservation_id, type, from_status, to_status, actor_type, actor_id, source, details, at)
     SELECT id, 'created', NULL::reservations.reservation_status, 'pending'::reservations.reservation_status,
       CASE WHEN user_id IS NULL THEN 'guest' ELSE 'customer' END, user_id, 'web', '{}'::jsonb, created_at
       FROM reservations.reservations WHERE id > $1
     UNION ALL
     SELECT id, 'paid', 'pending', 'pending', 'system', 'payments', 'payments', jsonb_build_object('amountCents', total_cents), created_at + interval '4 minutes'
       FROM reservations.reservations WHERE id > $1 AND payment_status = 'paid'
     UNION ALL
     SELECT id, 'completed', 'in_progress', 'completed', 'admin', 'bench-admin', 'admin', '{}', starts_at + interval '1 hour'
       FROM reservations.reservations WHERE id > $1 AND status = 'completed'
     UNION ALL
     SELECT id, CASE WHEN cancellation_reason = 'hold_expired' THEN 'hold_expired' ELSE 'cancelled' END, 'pending', 'cancelled',
       CASE WHEN cancellation_reason = 'hold_expired' THEN 'system' WHEN user_id IS NULL THEN 'guest' ELSE 'customer' END,
       CASE WHEN cancellation_reason = 'hold_expired' THEN 'hold-sweeper' ELSE user_id END,
       CASE WHEN cancellation_reason = 'hold_expired' THEN 'job' ELSE 'web' END, jsonb_build_object('reason', cancellation_reason), cancelled_at
       FROM reservations.reservations WHERE id > $1 AND status = 'cancelled'`,
    [firstHistoryId],
  );

  const firstOrderId = await highestId(client, 'catalogue.orders');
  await insertStep(
    'past orders',
    `INSERT INTO catalogue.orders (user_id, email, language, total_cents, installation_requested, status, paid_at, created_at, updated_at,
       location_id, location_name, location_address, hold_released_at, refund_status, cancelled_at, refund_cents, money_notify_due_at, money_settled_at)
     SELECT bench.customer(u), bench.email(u, ''), 'fi', 4 * p.price_cents, n % 3 = 0, s::catalogue.order_status,
       CASE WHEN kind <> 'released' THEN created + interval '3 minutes' END, created,
       created + interval '5 days', $1::int + (n % $2::int)::int, 'Ketju ' || lpad((n % $2::int + 1)::text, 3, '0'), 'Ketjukatu ' || (n % $2::int + 1),
       CASE WHEN kind = 'released' THEN created + interval '30 minutes' END,
       CASE WHEN kind = 'refunded' THEN 'refunded' END::catalogue.order_refund_status,
       CASE WHEN kind = 'refunded' THEN created + interval '5 days' END,
       CASE WHEN kind = 'refunded' THEN 4 * p.price_cents END,
       CASE WHEN kind = 'refunded' THEN created + interval '5 days' END,
       CASE WHEN kind = 'refunded' THEN created + interval '5 days' END
     FROM (
       SELECT n, (n * 104729) % $3::int + 1 AS u, now() - interval '1 day' - (n * 2190.0 / $4::int) * interval '1 day' AS created,
         CASE WHEN n % 20 = 0 THEN 'refunded' WHEN n % 20 = 1 THEN 'released' ELSE 'done' END AS kind,
         CASE WHEN n % 20 < 2 THEN 'cancelled' WHEN n % 2 = 0 THEN 'fitted' ELSE 'picked_up' END AS s
       FROM generate_series(0::bigint, $4::bigint - 1) AS n
     ) AS o
     JOIN (SELECT id, price_cents, row_number() OVER (ORDER BY id) - 1 AS k FROM catalogue.products) AS p ON p.k = o.n % 24`,
    [first, L, C, size.orders],
  );
  await step('their lines, events, payments, settlements, refunds', async () => {
    await seedOrderDetails(client, firstOrderId);
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalogue.order_events WHERE order_id > $1`, [firstOrderId]);
    return rows[0]!.n;
  });
}

/** The highest id in `table` so far (0 while it is empty): the rows seeded after this have higher ones. */
async function highestId(client: pg.ClientBase, table: string) {
  const { rows } = await client.query<{ max: number }>(`SELECT coalesce(max(id), 0)::int AS max FROM ${table}`);
  return rows[0]!.max;
}

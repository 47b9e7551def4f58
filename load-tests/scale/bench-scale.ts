/**
 * `npm run bench:scale`: do the admin's and the customers' reads stay flat however much history
 * there is? Two scratch databases (BENCH_SCALE_DATABASE, default tire_bench_scale, and the same
 * name with _empty: dropped and created again; never the development database or a test one),
 * both migrated and seeded with a chain's today (103 locations, 90 current bookings, 30 orders:
 * seed-chain.ts); the first also gets the history (1,000,000 past bookings with their events,
 * 200,000 customers, 300,000 orders with their payments, by INSERT ... SELECT over
 * generate_series, a few minutes).
 *
 * The reads go through the real services: the reservations, catalogue and payments apps run in
 * this process on each database (as their tests start them) and are called over HTTP as the BFF
 * calls them, each request with a signed service token (asBff with the test keys, NODE_ENV=test).
 * One request at a time, after a warm-up, each read asked of the empty and of the seeded database
 * in turn (so whatever else the machine does weighs on both alike); p50 and p95 per read.
 *
 * Budget: each read's p95 with the history at most 1.5x its p95 without (OK / NOT MET). Exit code
 * 0 when every read is within it, 1 otherwise.
 *
 * Environment: BENCH_SCALE_DATABASE, BENCH_SCALE_BOOKINGS (1000000), BENCH_SCALE_CUSTOMERS
 * (200000), BENCH_SCALE_ORDERS (300000), BENCH_SCALE_LOCATIONS (100), BENCH_SCALE_SAMPLES (200 per
 * read, fewer when a read is slow: at most BENCH_SCALE_READ_SECONDS, 8, and at least 20),
 * BENCH_SCALE_KEEP=1 keeps both databases afterwards (for EXPLAIN by hand).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import pg from 'pg';

process.env.NODE_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'error';
if (process.env.NODE_ENV !== 'test') throw new Error('bench:scale signs its calls with the test keys: run it with NODE_ENV=test (npm run bench:scale does)');

// After the environment is set: the services read it when their modules load.
const { addDays, finnishPublicHolidays, helsinkiDateOf } = await import('@tire/contracts');
const { createLogger } = await import('@tire/service-kit');
const { applyMigrations, dropDatabase } = await import('@tire/service-kit/migrate');
const { asBff } = await import('@tire/service-kit/testing/as-bff');
const reservations = {
  config: await import('../../services/reservations/src/config.js'),
  database: await import('../../services/reservations/src/data-access/database.js'),
  seed: await import('../../services/reservations/src/data-access/seed-locations.js'),
  days: await import('../../services/reservations/src/data-access/opening-days.js'),
  service: await import('../../services/reservations/src/reservations-service.js'),
};
const catalogue = {
  config: await import('../../services/catalogue/src/config.js'),
  database: await import('../../services/catalogue/src/data-access/database.js'),
  seed: await import('../../services/catalogue/src/data-access/seed-products.js'),
  locations: await import('../../services/catalogue/src/data-access/service-locations-client.js'),
  service: await import('../../services/catalogue/src/catalogue-service.js'),
};
const payments = {
  config: await import('../../services/payments/src/config.js'),
  database: await import('../../services/payments/src/data-access/database.js'),
  service: await import('../../services/payments/src/payments-service.js'),
};
const accounts = { config: await import('../../services/accounts/src/config.js') };
const { seedHistory, seedToday } = await import('./seed-chain.js');
type Targets = import('./seed-chain.js').Targets;

const numberOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return Math.floor(value);
};

const DATABASE = process.env.BENCH_SCALE_DATABASE ?? 'tire_bench_scale';
if (DATABASE === 'tire' || DATABASE.startsWith('tire_test') || DATABASE === 'tire_e2e' || DATABASE === 'tire_scale' || !/^[a-z0-9_]+$/.test(DATABASE)) {
  throw new Error(`BENCH_SCALE_DATABASE=${DATABASE}: the bench drops its database; name a scratch one (default tire_bench_scale)`);
}
const databaseUrlOf = (database: string) => `postgresql://postgres@127.0.0.1:5432/${database}`;
const SIZE = {
  locations: Math.max(1, numberOf('BENCH_SCALE_LOCATIONS', 100)),
  bookings: numberOf('BENCH_SCALE_BOOKINGS', 1_000_000),
  customers: Math.max(200, numberOf('BENCH_SCALE_CUSTOMERS', 200_000)),
  orders: numberOf('BENCH_SCALE_ORDERS', 300_000),
};
const SAMPLES = Math.max(20, numberOf('BENCH_SCALE_SAMPLES', 200));
const READ_MS = numberOf('BENCH_SCALE_READ_SECONDS', 8) * 1000;
const WARMUP = 5;
const BUDGET_RATIO = 1.5;

const ADMIN = { 'x-user-id': 'bench-admin', 'x-user-email': 'admin@rengaspalvelu.example', 'x-user-admin': 'true' };
const customer = (targets: Targets) => ({ 'x-user-id': targets.customerId, 'x-user-email': targets.customerEmail, 'x-user-admin': 'false' });

interface Read {
  name: string;
  service: 'reservations' | 'catalogue' | 'payments';
  path: (targets: Targets, previous?: Headers) => string;
  headers: (targets: Targets) => Record<string, string>;
  /** A check on the answer, so that a fast wrong answer is not measured as a fast read. */
  check?: (body: unknown, targets: Targets) => boolean;
}

const idsOf = (body: unknown) => (Array.isArray(body) ? body.map((item: { id: number }) => item.id) : []);
const admin = () => ADMIN;

/** Every read of the admin's dashboard and of a customer's pages. */
const READS: Read[] = [
  { name: 'admin: stats', service: 'reservations', path: () => '/api/admin/stats', headers: admin },
  {
    name: 'admin: search by plate',
    service: 'reservations',
    path: (t) => `/api/admin/reservations?${new URLSearchParams({ q: t.plate.toLowerCase().replace('-', ' ') })}`,
    headers: admin,
    check: (body, t) => idsOf(body).includes(t.reservationId),
  },
  {
    name: 'admin: search by code',
    service: 'reservations',
    path: (t) => `/api/admin/reservations?${new URLSearchParams({ q: t.trackingCode.slice(-5).toLowerCase() })}`,
    headers: admin,
    check: (body, t) => idsOf(body).includes(t.reservationId),
  },
  {
    name: 'admin: search by e-mail',
    service: 'reservations',
    path: (t) => `/api/admin/reservations?${new URLSearchParams({ q: t.customerEmail.split('@')[0]! })}`,
    headers: admin,
    check: (body, t) => idsOf(body).includes(t.reservationId),
  },
  {
    name: 'admin: list, newest 50',
    service: 'reservations',
    path: () => '/api/admin/reservations?limit=50',
    headers: admin,
    check: (body) => idsOf(body).length === 50,
  },
  {
    // The next page: by the answer's cursor where the service gives one, else page=2.
    name: 'admin: list, next 50',
    service: 'reservations',
    path: (_t, previous) => {
      const cursor = previous?.get('x-next-cursor');
      return cursor ? `/api/admin/reservations?${new URLSearchParams({ limit: '50', cursor })}` : '/api/admin/reservations?limit=50&page=2';
    },
    headers: admin,
    check: (body) => idsOf(body).length > 0,
  },
  {
    name: 'admin: day view (today)',
    service: 'reservations',
    path: (t) => `/api/admin/reservations?date=${t.today}`,
    headers: admin,
    check: (body) => idsOf(body).length > 0,
  },
  {
    name: 'admin: timeline (a day, path form)',
    service: 'reservations',
    path: (t) => `/api/admin/reservations/${addDays(t.today, 1)}`,
    headers: admin,
    check: (body) => idsOf(body).length > 0,
  },
  { name: 'admin: booking history', service: 'reservations', path: (t) => `/api/admin/reservations/${t.reservationId}/events`, headers: admin },
  {
    name: 'admin: orders (paid, ready)',
    service: 'catalogue',
    path: () => '/api/admin/orders?status=paid,ready',
    headers: admin,
    check: (body) => idsOf(body).length > 0,
  },
  {
    name: 'admin: orders, newest 50',
    service: 'catalogue',
    path: () => '/api/admin/orders?limit=50',
    headers: admin,
    check: (body) => idsOf(body).length === 50 || idsOf(body).length === 30,
  },
  {
    name: 'admin: payments needing attention',
    service: 'payments',
    path: () => '/internal/payments/attention',
    headers: admin,
    check: (body) => (body as { settlements?: { deadLettered?: number } }).settlements?.deadLettered === 2,
  },
  {
    name: 'customer: my reservations',
    service: 'reservations',
    path: () => '/api/reservations',
    headers: customer,
    check: (body, t) => idsOf(body).includes(t.reservationId),
  },
  { name: 'customer: my orders', service: 'catalogue', path: () => '/api/tire-orders', headers: customer, check: (body) => idsOf(body).length > 0 },
  {
    name: 'customer: tracking',
    service: 'reservations',
    path: (t) => `/api/reservations/track/${t.trackingCode}`,
    headers: () => ({}),
    check: (body, t) => (body as { trackingCode?: string }).trackingCode === t.trackingCode,
  },
  {
    name: 'customer: slots of a day',
    service: 'reservations',
    path: (t) => `/api/available-slots?locationId=${t.locationId}&date=${addDays(t.today, 3)}`,
    headers: () => ({}),
  },
  {
    name: 'customer: availability, 2 weeks',
    service: 'reservations',
    path: (t) => `/api/availability?locationId=${t.locationId}&from=${t.today}&to=${addDays(t.today, 13)}`,
    headers: () => ({}),
  },
];

interface Measured {
  p50: number;
  p95: number;
  samples: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function listen(app: Express): Promise<{ url: string; server: Server }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[bench:scale] ${line}`);

/** One database of the comparison: migrated, seeded with today's work, the three apps listening on it. */
async function startPlatform(database: string, now: Date) {
  const url = databaseUrlOf(database);
  await dropDatabase(url);
  for (const [name, config] of Object.entries({ accounts, reservations, catalogue, payments })) {
    const applied = await applyMigrations({ databaseUrl: config.config.serviceDatabaseUrl(url), migrationsDir: config.config.MIGRATIONS_DIR });
    log(`${database}: ${name}: ${applied.length} migrations applied`);
  }
  const logger = createLogger('bench-scale');
  const today = helsinkiDateOf(now);
  const year = Number(today.slice(0, 4));
  const reservationsDb = reservations.database.connectDatabase(reservations.config.serviceDatabaseUrl(url), { poolSize: 10 });
  const catalogueDb = catalogue.database.connectDatabase(catalogue.config.serviceDatabaseUrl(url), { poolSize: 10 });
  const paymentsDb = payments.database.connectDatabase(payments.config.serviceDatabaseUrl(url), { poolSize: 5 });
  await reservations.seed.seedLocations(reservationsDb.prisma);
  await reservations.days.seedHolidays(reservationsDb.pool, [...finnishPublicHolidays(year), ...finnishPublicHolidays(year + 1)]);
  await catalogue.seed.seedProducts(catalogueDb.prisma);

  const seeder = new pg.Client({ connectionString: url });
  await seeder.connect();
  await seeder.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'`);
  const targets = await seedToday(seeder, SIZE, today);
  await seeder.query('VACUUM ANALYZE');

  // The services as their tests start them: their own factories on these databases, no loops.
  const { app: reservationsApp } = reservations.service.createReservationsService({
    config: reservations.config.loadReservationsConfig(),
    db: reservationsDb,
    logger,
    background: false,
    availability: null,
  });
  const locations = (await reservationsDb.prisma.location.findMany()).map((location) => ({ id: location.id, name: location.name, address: location.address }));
  const { app: catalogueApp } = catalogue.service.createCatalogueService({
    config: catalogue.config.loadCatalogueConfig(),
    db: catalogueDb,
    logger,
    background: false,
    locations: catalogue.locations.staticLocationDirectory(locations),
  });
  const { app: paymentsApp } = payments.service.createPaymentsService({
    config: { ...payments.config.loadPaymentsConfig(), stripe: null },
    db: paymentsDb,
    logger,
    background: false,
  });
  const servers = {
    reservations: await listen(asBff(reservationsApp, 'reservations')),
    catalogue: await listen(asBff(catalogueApp, 'catalogue')),
    payments: await listen(asBff(paymentsApp, 'payments')),
  };
  return {
    database,
    seeder,
    targets,
    servers,
    async close() {
      await seeder.end();
      for (const { server } of Object.values(servers)) await new Promise((resolve) => server.close(resolve));
      await Promise.all([reservationsDb.close(), catalogueDb.close(), paymentsDb.close()]);
    },
  };
}
type Platform = Awaited<ReturnType<typeof startPlatform>>;

/** A read's request on one platform, checked; its time in ms. */
async function prepare(read: Read, platform: Platform, phase: string) {
  const { targets, servers } = platform;
  const headers = read.headers(targets);
  // The list's first page, for the read that continues from it (its cursor).
  const first = await fetch(`${servers.reservations.url}/api/admin/reservations?limit=50`, { headers: ADMIN });
  await first.arrayBuffer();
  const url = `${servers[read.service].url}${read.path(targets, first.headers)}`;
  return async () => {
    const startedAt = performance.now();
    const response = await fetch(url, { headers });
    const body: unknown = await response.json();
    const ms = performance.now() - startedAt;
    if (response.status !== 200) throw new Error(`${phase}: ${read.name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    if (read.check && !read.check(body, targets)) throw new Error(`${phase}: ${read.name}: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
    return ms;
  };
}

const summary = (times: number[]): Measured => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
};

async function main() {
  const started = performance.now();
  const now = new Date();
  // Two databases, the same today in both, the history in one; each read is asked of both in turn,
  // so whatever else this machine does at the time weighs on both sides alike.
  const emptyDatabase = `${DATABASE}_empty`;
  log(`databases ${DATABASE} and ${emptyDatabase}: dropped and created again`);
  const empty = await startPlatform(emptyDatabase, now);
  const scale = await startPlatform(DATABASE, now);
  if (JSON.stringify(empty.targets) !== JSON.stringify(scale.targets)) throw new Error('the two databases differ in today’s work');

  let failed = false;
  try {
    const seedStarted = performance.now();
    const steps: string[] = [];
    await seedHistory(scale.seeder, SIZE, helsinkiDateOf(now), async (name, run) => {
      const stepStarted = performance.now();
      const rows = await run();
      const line = `${name}: ${rows.toLocaleString('en')} rows in ${seconds(performance.now() - stepStarted)}`;
      steps.push(line);
      log(`seeded ${line}`);
    });
    const vacuumStarted = performance.now();
    await scale.seeder.query('VACUUM ANALYZE');
    steps.push(`VACUUM ANALYZE in ${seconds(performance.now() - vacuumStarted)}; the whole history in ${seconds(performance.now() - seedStarted)}`);
    log(steps.at(-1)!);
    const counts = await scale.seeder.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM reservations.reservations)::int AS reservations, (SELECT count(*) FROM reservations.reservation_events)::int AS events,
         (SELECT count(*) FROM accounts.users)::int AS customers, (SELECT count(*) FROM catalogue.orders)::int AS orders,
         (SELECT count(*) FROM payments.payments)::int AS payments`,
    );
    log(`rows at scale: ${JSON.stringify(counts.rows[0])}`);

    const results: { read: Read; empty: Measured; scale: Measured }[] = [];
    for (const read of READS) {
      const onEmpty = await prepare(read, empty, 'empty');
      const onScale = await prepare(read, scale, 'scale');
      for (let i = 0; i < WARMUP; i++) {
        await onEmpty();
        await onScale();
      }
      const times = { empty: [] as number[], scale: [] as number[] };
      const until = performance.now() + READ_MS;
      while (times.scale.length < SAMPLES && (times.scale.length < 20 || performance.now() < until)) {
        times.empty.push(await onEmpty());
        times.scale.push(await onScale());
      }
      const result = { read, empty: summary(times.empty), scale: summary(times.scale) };
      results.push(result);
      log(
        `${read.name.padEnd(38)} empty p50 ${result.empty.p50.toFixed(2).padStart(8)} p95 ${result.empty.p95.toFixed(2).padStart(8)}   ` +
          `scale p50 ${result.scale.p50.toFixed(2).padStart(8)} p95 ${result.scale.p95.toFixed(2).padStart(8)} ms (${result.scale.samples} each)`,
      );
    }

    const header = ['read', 'empty p50', 'empty p95', 'scale p50', 'scale p95', 'p95 ratio', `budget ${BUDGET_RATIO}x`];
    const rows = results.map(({ read, empty: e, scale: s }) => {
      const ratio = s.p95 / e.p95;
      const ok = ratio <= BUDGET_RATIO;
      if (!ok) failed = true;
      return [read.name, e.p50.toFixed(2), e.p95.toFixed(2), s.p50.toFixed(2), s.p95.toFixed(2), `${ratio.toFixed(2)}x`, ok ? 'OK' : 'NOT MET'];
    });
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
    console.log('');
    console.log(
      `Each read's time in ms through the services, with ${SIZE.bookings.toLocaleString('en')} past bookings, ${SIZE.customers.toLocaleString('en')} ` +
        `customers and ${SIZE.orders.toLocaleString('en')} orders (scale) and without them (empty), ${SIZE.locations + 3} locations in both:`,
    );
    console.log(line(header));
    console.log(`|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
    for (const row of rows) console.log(line(row));
    console.log('');
    for (const step of steps) console.log(`  seeded ${step}`);
    console.log(`  whole bench: ${seconds(performance.now() - started)}`);
    console.log(failed ? `\nNOT MET: a read's p95 grew more than ${BUDGET_RATIO}x with history` : `\nOK: every read within ${BUDGET_RATIO}x`);
  } finally {
    await empty.close();
    await scale.close();
    if (process.env.BENCH_SCALE_KEEP === '1') log(`databases ${DATABASE} and ${emptyDatabase} kept (BENCH_SCALE_KEEP=1)`);
    else {
      await dropDatabase(databaseUrlOf(DATABASE));
      await dropDatabase(databaseUrlOf(emptyDatabase));
      log(`databases ${DATABASE} and ${emptyDatabase} dropped`);
    }
  }
  process.exit(failed ? 1 : 0);
}

await main();

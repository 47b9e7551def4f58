// `npm run scale-test` (part of `npm test`): the platform with two of everything behind HAProxy.
// Two BFFs and two instances of every service (the notifications instances are the two BullMQ
// workers; every reservations instance runs a hold sweeper and an outbox relay), each started
// from its compiled dist/ as its container would be, on one database and one Redis. HAProxy (from
// Debian's packages) balances the browsers' entry and each service's entry, checking readiness.
// It shows, with figures: sessions work across BFFs; 200 simultaneous bookings for one slot of
// capacity 2 create exactly 2; one Idempotency-Key sent to both BFFs books once; a slot just
// taken leaves every BFF's availability within 100 ms; expired holds are cancelled and every
// outbox event is mailed exactly once; and a rolling restart of every instance, one at a time,
// under constant booking and slot load, loses no request, no booking and no e-mail. Each part
// connects as in production: a service as its own PostgreSQL role (owner of its schema only, also
// for its migrations), each part as its own Redis user (the BFF's sessions its alone).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startSmtpCatcher, type CaughtMessage } from '@tire/service-kit/testing/smtp-catcher';
import { aptInstall } from './lib/apt-install.mjs';
import { ensureServiceAccess } from './lib/ensure-infra.mjs';
import { accessOf, compileNodeParts, migrateAndSeed, partFolder } from './lib/platform.mjs';
import { ROOT, sleep, waitForHttp } from './lib/run.mjs';
import { generateServiceKeys } from './lib/service-keys.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const RUN_DIR = path.join(ROOT, '.run', 'scale');
const DATABASE = 'tire_scale';
/** The superuser's: the run's own checks. The parts each get their own role's (accessOf). */
const DATABASE_URL = `postgresql://postgres@127.0.0.1:5432/${DATABASE}`;
const REDIS_URL = 'redis://127.0.0.1:6379/3';
/** Each part's DATABASE_URL (its role) and REDIS_URL (its user `tire_scale_<part>`), by part. */
const access: Record<string, NodeJS.ProcessEnv> = accessOf({ database: DATABASE, env: { DATABASE_URL, REDIS_URL } });
const SERVICES = [
  { name: 'reservations', port: 4001 },
  { name: 'catalogue', port: 4002 },
  { name: 'payments', port: 4003 },
  { name: 'accounts', port: 4004 },
  { name: 'notifications', port: 4005 },
] as const;
/**
 * Entry ports (HAProxy) are the platform's ports + 20000; instance a and b add 100 and 200. All stay
 * below Linux's ephemeral range (32768-60999): there an outgoing connection of one instance could
 * hold the very port another instance is about to listen on.
 */
const PORT_OFFSET = 20000;
const entryPort = (port: number) => port + PORT_OFFSET;
const instancePort = (port: number, instance: 'a' | 'b') => port + PORT_OFFSET + (instance === 'a' ? 100 : 200);
const BFF = 8080;
const LB_URL = `http://127.0.0.1:${entryPort(BFF)}`;
const bffUrl = (instance: 'a' | 'b') => `http://127.0.0.1:${instancePort(BFF, instance)}`;
const ORIGIN = LB_URL;

const results: [string, string, boolean][] = [];
/** What HAProxy wrote to stderr (server state changes, alerts). */
const balancerLog: string[] = [];
const check = (name: string, measured: string, ok: boolean) => {
  results.push([name, measured, ok]);
  console.log(`  ${ok ? '✓' : '✗'} ${name}: ${measured}`);
};

function ensureHaproxy(): string {
  const binary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => fs.existsSync(candidate));
  if (binary) return binary;
  aptInstall(['haproxy'], { purpose: 'the scale test (load balancer)' });
  const installed = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => fs.existsSync(candidate));
  if (!installed) throw new Error('HAProxy is not installed and could not be installed (Debian package haproxy): the scale test cannot run');
  return installed;
}

function haproxyConfig(): string {
  const backend = (name: string, port: number) => `
frontend ${name}
  bind 127.0.0.1:${entryPort(port)}
  default_backend ${name}-instances
backend ${name}-instances
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  # Two failed checks take an instance out (a draining one within 600 ms, well inside its
  # SHUTDOWN_DELAY_MS); a check may take 2 s, as a busy instance queues it behind real work.
  timeout check 2s
  default-server inter 300 fall 2 rise 2
  server ${name}-a 127.0.0.1:${instancePort(port, 'a')} check
  server ${name}-b 127.0.0.1:${instancePort(port, 'b')} check
`;
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # Longer than a client's own idle timeout (undici: 4 s): the client, not HAProxy, closes an idle
  # connection, so no request is ever sent on a socket HAProxy is closing.
  timeout http-keep-alive 15s
  option http-server-close
  # A request that never reached an instance (it was closing) goes to the other one.
  retries 3
  option redispatch
  retry-on conn-failure empty-response
${backend('bff', BFF)}${SERVICES.map((service) => backend(service.name, service.port)).join('')}`;
}

function baseEnv(smtpPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL,
    REDIS_URL,
    BULLMQ_PREFIX: `scale-${process.pid}`,
    SESSION_PREFIX: `scale-${process.pid}:sess:`,
    RATE_LIMIT_PREFIX: `scale-${process.pid}:rl`,
    PUBLIC_URL: LB_URL,
    ALLOWED_ORIGINS: [LB_URL, bffUrl('a'), bffUrl('b')].join(','),
    REMOTES_JSON: '{"remotes":[]}',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    BOOKING_RATE_LIMIT: '1000000',
    TRACK_RATE_LIMIT: '1000000',
    AVAILABILITY_RATE_LIMIT: '1000000',
    MAX_UNPAID_HOLDS: '1000000',
    SEND_CODE_LIMIT_PER_EMAIL: '50',
    HOLD_SWEEP_INTERVAL_MS: '300',
    // Every "held" e-mail is counted at once (the delay's withdrawal is tested in the service).
    HELD_EMAIL_DELAY_SECONDS: '0',
    OUTBOX_RELAY_INTERVAL_MS: '200',
    // A stopping instance fails readiness at once and keeps serving until HAProxy has seen it.
    SHUTDOWN_DELAY_MS: '1200',
  };
  for (const service of SERVICES) env[`${service.name.toUpperCase()}_URL`] = `http://127.0.0.1:${entryPort(service.port)}`;
  return env;
}

function partsOf(env: NodeJS.ProcessEnv) {
  // Each part signs its service tokens with its own key (both instances of a part share it).
  const keys = generateServiceKeys();
  const part = (name: string, of: string, portVariable: string, port: number) => ({
    name,
    command: process.execPath,
    args: ['--enable-source-maps', '--import', '@tire/service-kit/telemetry', 'dist/main.js'],
    cwd: partFolder(of),
    env: { ...env, ...access[of], ...keys.envOf(of), [portVariable]: String(port), OTEL_SERVICE_NAME: name },
    health: `http://127.0.0.1:${port}/health/live`,
    ready: `http://127.0.0.1:${port}/health/ready`,
  });
  const parts = [];
  for (const instance of ['a', 'b'] as const) {
    for (const service of SERVICES) {
      parts.push(part(`${service.name}-${instance}`, service.name, `${service.name.toUpperCase()}_PORT`, instancePort(service.port, instance)));
    }
    parts.push(part(`bff-${instance}`, 'bff', 'BFF_PORT', instancePort(BFF, instance)));
  }
  return parts;
}

/** Readiness as HAProxy checks it: slow answers are allowed (2 s), and a failure says the last answer. */
const waitReady = (url: string) => waitForHttp(url, { requestTimeoutMs: 2_000, intervalMs: 100 });

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function booking(locationId: number, date: string, time: string, tag: string) {
  return {
    serviceType: 'tire_change',
    locationId,
    scheduledDate: date,
    scheduledTime: time,
    registrationNumber: 'SCL-1',
    vehicleModel: 'Scale Test',
    tireSize: '205/55R16',
    guestName: `Scale ${tag}`,
    guestEmail: `scale-${tag}@example.com`,
    guestPhone: '+358401234567',
    guestAddress: 'Testikatu 1',
    guestPostalCode: '00100',
    additionalServices: '[]',
  };
}

async function post(base: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

async function slotsOf(base: string, locationId: number, date: string): Promise<string[]> {
  const response = await fetch(`${base}/api/available-slots?locationId=${locationId}&date=${date}`, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`slots answered ${response.status}`);
  return (await response.json()) as string[];
}

/** The first open (date, time) at a location, from `fromDay` days ahead. */
async function openSlot(locationId: number, fromDay: number) {
  for (let day = fromDay; day < fromDay + 60; day += 1) {
    const times = await slotsOf(LB_URL, locationId, dayFromNow(day));
    if (times.length > 0) return { date: dayFromNow(day), times };
  }
  throw new Error(`no open slot at location ${locationId}`);
}

const mailsAbout = (messages: CaughtMessage[], code: string) => messages.filter((message) => `${message.subject} ${message.text}`.includes(code));

async function main() {
  const haproxy = ensureHaproxy();
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const smtp = await startSmtpCatcher();
  const env = baseEnv(smtp.port);

  // One database for the run, migrated and seeded from the compiled parts.
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
  // The database again, a role per service owning its schema, a Redis user per part for this run's prefixes.
  const prefixes = { SESSION_PREFIX: env.SESSION_PREFIX, RATE_LIMIT_PREFIX: env.RATE_LIMIT_PREFIX, BULLMQ_PREFIX: env.BULLMQ_PREFIX };
  await ensureServiceAccess({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, database: DATABASE, env: prefixes });
  await compileNodeParts();
  migrateAndSeed({ compiled: true, quiet: true, envOf: (part: string) => ({ ...env, ...access[part] }) });

  const configFile = path.join(RUN_DIR, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig());
  const balancer: ChildProcess = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  balancer.stderr!.on('data', (chunk: Buffer) => balancerLog.push(chunk.toString()));

  const logStream = fs.createWriteStream(path.join(RUN_DIR, 'parts.log'));
  const parts = partsOf(env);
  const supervisor = createSupervisor(parts, { logStream, report: () => {} });
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  try {
    await supervisor.startAll();
    await waitReady(`${LB_URL}/health/ready`);
    for (const instance of ['a', 'b'] as const) await waitReady(`${bffUrl(instance)}/health/ready`);
    console.log(`  ${parts.length} instances and HAProxy up; entry ${LB_URL}`);
    const locations = (await (await fetch(`${LB_URL}/api/service-locations`)).json()) as { id: number; name: string; capacity: number }[];
    const small = locations.find((location) => location.capacity === 2)!;
    const large = [...locations].sort((a, b) => b.capacity - a.capacity)[0]!;

    // 1. A session made on one BFF is honoured by the other.
    const email = `scale-session-${Date.now()}@example.com`;
    const sent = await post(bffUrl('a'), '/api/auth/send-code', { email });
    const codeMail = await smtp.waitFor((message) => message.envelope.to.includes(email), 15_000);
    const code = /\b(\d{6})\b/.exec(codeMail.text ?? '')![1]!;
    const verified = await fetch(`${bffUrl('a')}/api/auth/verify-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email, code }),
    });
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0]!;
    const onOther = await fetch(`${bffUrl('b')}/api/auth/user`, { headers: { cookie } });
    const user = onOther.status === 200 ? ((await onOther.json()) as { email?: string }) : undefined;
    check(
      'session made on BFF a works on BFF b',
      `send-code ${sent.status}, verify ${verified.status}, BFF b ${onOther.status}`,
      onOther.status === 200 && user?.email === email,
    );

    // 2. 200 simultaneous bookings for one slot of capacity 2, through the balancer.
    const race = await openSlot(small.id, 40);
    const raceTime = race.times[0]!;
    const raced = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        post(LB_URL, '/api/reservations', booking(small.id, race.date, raceTime, `race-${n}`)).catch(() => ({ status: 0, body: undefined })),
      ),
    );
    const count = (status: number) => raced.filter((answer) => answer.status === status).length;
    const stored = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reservations.reservations WHERE guest_email LIKE 'scale-race-%'`);
    const others = raced.filter((answer) => answer.status !== 201 && answer.status !== 409).map((answer) => answer.status);
    check(
      '200 bookings for one slot of capacity 2',
      `${count(201)} x 201, ${count(409)} x 409, ${others.length} other${others.length ? ` (${[...new Set(others)].join(', ')})` : ''}; ${stored.rows[0]!.n} stored`,
      count(201) === 2 && count(409) === 198 && stored.rows[0]!.n === 2,
    );

    // 3. One Idempotency-Key sent to both BFFs at once books once.
    const idem = await openSlot(large.id, 45);
    const key = `scale-${Date.now()}-key`;
    const body = booking(large.id, idem.date, idem.times[0]!, `idem-${Date.now()}`);
    const both = await Promise.all((['a', 'b'] as const).map((instance) => post(bffUrl(instance), '/api/reservations', body, { 'idempotency-key': key })));
    const idemRows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations.reservations WHERE guest_email = $1', [body.guestEmail]);
    const codes = new Set(both.filter((answer) => answer.status === 201).map((answer) => (answer.body as { trackingCode: string }).trackingCode));
    check(
      'one Idempotency-Key on both BFFs books once',
      `statuses ${both.map((answer) => answer.status).join(', ')}; ${idemRows.rows[0]!.n} stored`,
      idemRows.rows[0]!.n === 1 && codes.size <= 1 && both.every((answer) => answer.status === 201 || answer.status === 409),
    );

    // 4. A slot just taken leaves every BFF's availability within 100 ms.
    const fresh = await openSlot(large.id, 50);
    const freshTime = fresh.times[0]!;
    for (const instance of ['a', 'b'] as const) await slotsOf(bffUrl(instance), large.id, fresh.date);
    for (let n = 0; n < large.capacity - 1; n += 1)
      await post(bffUrl('a'), '/api/reservations', booking(large.id, fresh.date, freshTime, `fill-${Date.now()}-${n}`));
    await slotsOf(bffUrl('b'), large.id, fresh.date); // cached on b, the time still free
    const last = await post(bffUrl('a'), '/api/reservations', booking(large.id, fresh.date, freshTime, `last-${Date.now()}`));
    const bookedAt = Date.now();
    let goneAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - bookedAt < 2_000) {
      if (!(await slotsOf(bffUrl('b'), large.id, fresh.date)).includes(freshTime)) {
        goneAfterMs = Date.now() - bookedAt;
        break;
      }
      await sleep(5);
    }
    check('a slot just taken is gone from the other BFF', `booking ${last.status}; gone after ${goneAfterMs} ms`, last.status === 201 && goneAfterMs <= 100);

    // 5. Holds expire once each, and each event is mailed once, with two sweepers and two relays.
    const holdDay = await openSlot(large.id, 55);
    const held = [];
    for (let n = 0; n < 10; n += 1) {
      const answer = await post(
        LB_URL,
        '/api/reservations',
        booking(large.id, holdDay.date, holdDay.times[n % holdDay.times.length]!, `hold-${Date.now()}-${n}`),
      );
      held.push(answer.body as { id: number; trackingCode: string });
    }
    await db.query(`UPDATE reservations.reservations SET created_at = now() - interval '31 minutes' WHERE id = ANY($1)`, [held.map((row) => row.id)]);
    const deadline = Date.now() + 15_000;
    let cancelled = 0;
    while (Date.now() < deadline && cancelled < held.length) {
      cancelled = (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reservations.reservations WHERE id = ANY($1) AND status = 'cancelled'`, [
          held.map((row) => row.id),
        ])
      ).rows[0]!.n;
      await sleep(200);
    }
    const events = await db.query<{ id: number; n: number }>(
      `SELECT reservation_id AS id, count(*)::int AS n FROM reservations.reservation_events WHERE reservation_id = ANY($1) AND to_status = 'cancelled' GROUP BY reservation_id`,
      [held.map((row) => row.id)],
    );
    // Every held booking gets its "held" mail and its "released" mail: two each, never three.
    await waitForMails(
      smtp.messages,
      held.map((row) => row.trackingCode),
      2,
      20_000,
    );
    await sleep(1_500);
    const mailCounts = held.map((row) => mailsAbout(smtp.messages, row.trackingCode).length);
    check(
      'expired holds cancelled once each, each event mailed once (two sweepers, two relays)',
      `${cancelled}/${held.length} cancelled, cancellations per booking ${[...new Set(events.rows.map((row) => row.n))].join('/')}, mails per booking ${[...new Set(mailCounts)].join('/')}`,
      cancelled === held.length && events.rows.length === held.length && events.rows.every((row) => row.n === 1) && mailCounts.every((n) => n === 2),
    );

    // 6. A rolling restart of every instance under constant booking and slot load.
    const load = startLoad(locations);
    await sleep(1_500);
    for (const part of parts) {
      await supervisor.stop(part.name);
      await supervisor.start(part);
      await waitReady(part.ready);
      // HAProxy takes it back after two good checks.
      await sleep(800);
    }
    await sleep(1_000);
    const traffic = await load.stop();
    const bookedCodes = traffic.bookings;
    const storedCodes = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations.reservations WHERE tracking_code = ANY($1)', [bookedCodes]);
    await waitForMails(smtp.messages, bookedCodes, 1, 30_000);
    await sleep(1_500);
    const rollingMails = bookedCodes.map((trackingCode) => mailsAbout(smtp.messages, trackingCode).length);
    console.log(
      `  rolling restart of ${parts.length} instances: ${traffic.requests} requests (${traffic.slotReads} slot reads, ${traffic.bookingAttempts} bookings tried), ` +
        `${traffic.failures.length} failed; ${bookedCodes.length} booked, ${storedCodes.rows[0]!.n} stored, ${rollingMails.filter((n) => n === 1).length} mailed once`,
    );
    if (traffic.failures.length) console.log(`    failures: ${traffic.failures.slice(0, 5).join('; ')}`);
    check('rolling restart: no request failed', `${traffic.failures.length} of ${traffic.requests}`, traffic.failures.length === 0 && traffic.requests > 100);
    check(
      'rolling restart: no booking lost',
      `${storedCodes.rows[0]!.n} of ${bookedCodes.length} stored`,
      storedCodes.rows[0]!.n === bookedCodes.length && bookedCodes.length > 0,
    );
    check(
      'rolling restart: no e-mail lost or doubled',
      `${rollingMails.filter((n) => n === 1).length} of ${bookedCodes.length} mailed once`,
      rollingMails.every((n) => n === 1),
    );
  } finally {
    await supervisor.stopAll();
    balancer.kill('SIGTERM');
    await db.end();
    await smtp.stop();
    logStream.end();
  }
  const failed = results.filter(([, , ok]) => !ok);
  if (failed.length) {
    console.error(`✖ scale test: ${failed.length} of ${results.length} checks failed (instances' logs: .run/scale/parts.log)`);
    if (balancerLog.length) console.error(balancerLog.join('').slice(-1_500));
    process.exit(1);
  }
  console.log(`✔ scale test: all ${results.length} checks hold`);
}

async function waitForMails(messages: CaughtMessage[], codes: string[], each: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (codes.every((code) => mailsAbout(messages, code).length >= each)) return;
    await sleep(200);
  }
}

/** Constant traffic through the balancer: slot reads and bookings, every answer checked. */
function startLoad(locations: { id: number }[]) {
  let running = true;
  const failures: string[] = [];
  const bookings: string[] = [];
  let requests = 0;
  let slotReads = 0;
  let bookingAttempts = 0;
  let n = 0;
  const reader = async () => {
    while (running) {
      const location = locations[n % locations.length]!;
      const date = dayFromNow(20 + (n++ % 14));
      requests += 1;
      slotReads += 1;
      try {
        const response = await fetch(`${LB_URL}/api/available-slots?locationId=${location.id}&date=${date}`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`slots ${response.status}`);
      } catch (error) {
        failures.push(`slots ${(error as Error).message} ${String((error as { cause?: { code?: string } }).cause?.code ?? '')}`);
      }
    }
  };
  const booker = async (worker: number) => {
    let attempt = 0;
    while (running) {
      attempt += 1;
      const location = locations[attempt % locations.length]!;
      const date = dayFromNow(60 + (attempt % 30));
      const times = await slotsOf(LB_URL, location.id, date).catch(() => [] as string[]);
      requests += 1;
      if (times.length === 0) continue;
      bookingAttempts += 1;
      requests += 1;
      const tag = `roll-${worker}-${attempt}-${Date.now()}`;
      try {
        // The key makes a retried POST (the balancer's redispatch) book once.
        const answer = await post(LB_URL, '/api/reservations', booking(location.id, date, times[0]!, tag), { 'idempotency-key': tag });
        if (answer.status === 201) bookings.push((answer.body as { trackingCode: string }).trackingCode);
        else if (answer.status !== 409) failures.push(`booking ${answer.status}`);
      } catch (error) {
        failures.push(`booking ${(error as Error).message} ${String((error as { cause?: { code?: string } }).cause?.code ?? '')}`);
      }
      await sleep(50);
    }
  };
  const workers = [reader(), reader(), reader(), reader(), booker(1), booker(2)];
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { failures, bookings, requests, slotReads, bookingAttempts };
    },
  };
}

/** The last lines the instances wrote, so a failure in CI says why without the run's files. */
function tailOfPartsLog(lines = 60): string {
  const file = path.join(RUN_DIR, 'parts.log');
  if (!fs.existsSync(file)) return '(no instance log)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

main().catch((error) => {
  console.error(`✖ scale test: ${(error as Error).stack ?? error}`);
  console.error(`  last lines of .run/scale/parts.log:\n${tailOfPartsLog()}`);
  if (balancerLog.length) console.error(`  HAProxy:\n${balancerLog.join('').slice(-1_500)}`);
  process.exit(1);
});

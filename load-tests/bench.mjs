#!/usr/bin/env node
/**
 * `npm run bench`: the k6 scenarios of load-tests/k6, measured with autocannon against a
 * platform that is already running (`npm start`) on localhost.
 *
 *   (a) GET /api/ping                 the cheapest call through BFF -> reservations: the baseline
 *   (b) GET /api/available-slots      spread over locations and future dates with open slots
 *   (c) booking race                  200 simultaneous guest POST /api/reservations for one slot
 *                                     of a location with 2 bays: exactly 2 x 201, the rest 409
 *   (d) first-load JS of /            every script Chromium fetches for / (gzip), React once, no remote entry
 *   (e) GET /api/availability         a two-week range per location (the booking calendar's call)
 *   (f) the bare chain                the same slots call through a bare express ->
 *                                     http-proxy-middleware -> express chain (bare-chain.mjs, two
 *                                     processes, started here): the yardstick of (b)
 *
 * Budgets: slots p95 <= 40 ms, slots rps / ping rps >= 0.60, slots rps >= 1.0x the bare chain's and
 * slots p95 <= 1.2x the bare chain's (same run, same machine), no errors or non-2xx in (a), (b)
 * and (f), and the race's exact outcome. Exit code: 0 all budgets hold, 1 a budget is not met, 2 the
 * platform is not reachable (or BASE_URL is not local).
 *
 * Environment: BASE_URL (default http://localhost:8080), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_CONNECTIONS (50), BENCH_RACERS (200), BENCH_ORIGIN (Origin header of the POSTs; default
 * BASE_URL's origin).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../scripts/lib/ensure-chromium.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { dayFromNow, racerBooking } from './k6/scenario-data.js';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RACERS = Number(process.env.BENCH_RACERS ?? 200);
const CAPACITY = 2;
const ORIGIN = process.env.BENCH_ORIGIN ?? new URL(BASE_URL).origin;
const BUDGET = { slotsP95Ms: 40, minRatio: 0.6, firstLoadKb: 180, minBareRpsRatio: 1.0, maxBareP95Ratio: 1.2 };
/** Days ahead the slots scenario reads: a spread, so that one cached answer is not all it measures. */
const SLOT_DAYS = { first: 7, count: 14 };
/** The whole bench must end: two timed runs with warm-ups, the race and some slack. */
const HARD_LIMIT_MS = (4 * (SECONDS + WARMUP_SECONDS) + 90) * 1000;

const EXIT = { ok: 0, budgetMissed: 1, unreachable: 2 };

// ---------------------------------------------------------------------------------------------
// Small helpers

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The bench stands for many customers, and `npm start` runs the product's real per-client limits:
 * each simulated customer has an address of its own, passed as X-Forwarded-For (the BFF trusts
 * it from loopback only, as it trusts its load balancer's in production).
 */
const customerAddress = (n) => `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function getJson(path, timeoutMs = 5000) {
  const res = await fetch(`${BASE_URL}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

function fail(code, message) {
  console.error(`\nbench: ${message}`);
  process.exit(code);
}

const fmt = {
  ms: (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-'),
  int: (value) => (Number.isFinite(value) ? String(Math.round(value)) : '-'),
  ok: (value) => (value ? 'OK' : 'NOT MET'),
};

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Setup: is the platform there, and what do we ask it for?

async function discover() {
  const url = new URL(BASE_URL);
  if (!LOCAL_HOSTS.has(url.hostname)) {
    fail(EXIT.unreachable, `BASE_URL must point at this machine (localhost), not ${url.hostname}: the bench loads what it targets.`);
  }
  let locations;
  try {
    const res = await getJson('/api/service-locations');
    if (res.status !== 200 || !Array.isArray(res.body)) {
      fail(EXIT.unreachable, `GET ${BASE_URL}/api/service-locations answered ${res.status}; is the platform fully started (npm start)?`);
    }
    locations = res.body;
  } catch (error) {
    fail(EXIT.unreachable, `the platform is not reachable at ${BASE_URL} (${error.cause?.code ?? error.message}). Run \`npm start\` first.`);
  }
  if (locations.length === 0) fail(EXIT.unreachable, 'no service locations: the database has not been seeded.');

  // Every (location, date) pair with open slots; probed together.
  const pairs = locations.flatMap((location) => Array.from({ length: SLOT_DAYS.count }, (_, i) => ({ location, date: dayFromNow(SLOT_DAYS.first + i) })));
  const probed = await Promise.all(
    pairs.map(async (pair) => {
      const res = await getJson(`/api/available-slots?locationId=${pair.location.id}&date=${pair.date}`);
      return { ...pair, status: res.status, open: Array.isArray(res.body) ? res.body.length : 0 };
    }),
  );
  const badProbe = probed.find((pair) => pair.status !== 200);
  if (badProbe) fail(EXIT.unreachable, `GET /api/available-slots answered ${badProbe.status} for location ${badProbe.location.id} on ${badProbe.date}.`);
  const slotPaths = probed.filter((pair) => pair.open > 0).map((pair) => `/api/available-slots?locationId=${pair.location.id}&date=${pair.date}`);
  if (slotPaths.length === 0) fail(EXIT.unreachable, 'no open slots in the next weeks at any location; nothing meaningful to measure.');
  return { locations, slotPaths };
}

// ---------------------------------------------------------------------------------------------
// (a) and (b): throughput and latency with autocannon

async function cannon(paths, seconds, url = BASE_URL) {
  let next = 0;
  const latencies = [];
  const statuses = {};
  const tracker = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        // Each request takes the next path, so the load spreads over every location and date.
        setupRequest: (request) => {
          const n = next++;
          return { ...request, path: paths[n % paths.length], headers: { ...request.headers, 'x-forwarded-for': customerAddress(n % 1000) } };
        },
      },
    ],
  });
  // autocannon's own percentiles skip p95; keep every response time instead.
  tracker.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await tracker;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses: latencies.length,
    errors: result.errors, // timeouts included
    non2xx: result.non2xx,
    statuses,
  };
}

async function measure(name, paths, url = BASE_URL) {
  process.stdout.write(`${name}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s with ${CONNECTIONS} connections ... `);
  if (WARMUP_SECONDS > 0) await cannon(paths, WARMUP_SECONDS, url);
  const stats = await cannon(paths, SECONDS, url);
  console.log(`${fmt.int(stats.rps)} rps`);
  return stats;
}

// ---------------------------------------------------------------------------------------------
// (f) the bare chain: two processes on free ports, stopped when the bench ends

async function startBareChain() {
  const script = fileURLToPath(new URL('./bare-chain.mjs', import.meta.url));
  const [servicePort, proxyPort] = [await freePort(), await freePort()];
  const children = [
    spawn(process.execPath, [script, 'service', String(servicePort)], { stdio: 'ignore' }),
    spawn(process.execPath, [script, 'proxy', String(proxyPort), `http://127.0.0.1:${servicePort}`], { stdio: 'ignore' }),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('exit', stop);
  const url = `http://127.0.0.1:${proxyPort}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/api/available-slots`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the bare chain did not start');
}

// ---------------------------------------------------------------------------------------------
// (c) the booking race

async function pickRaceSlot(locations) {
  const location = locations.find((candidate) => candidate.capacity === CAPACITY);
  if (!location) return { skipped: `no location with capacity ${CAPACITY}` };
  // 30+ days ahead plus a random offset, so a rerun does not land on a slot a previous run filled;
  // within the booking horizon (90 days by default), past which no slot is offered.
  const firstDay = 30 + Math.floor(Math.random() * 40);
  for (let day = firstDay; day < Math.min(firstDay + 30, 89); day++) {
    const date = dayFromNow(day);
    const res = await getJson(`/api/available-slots?locationId=${location.id}&date=${date}`);
    if (res.status === 200 && Array.isArray(res.body) && res.body.length > 0) {
      const time = res.body[Math.floor(Math.random() * res.body.length)];
      return { location, date, time };
    }
  }
  return { skipped: `no open slot at location ${location.id} ${firstDay}-89 days ahead` };
}

async function race(locations) {
  const slot = await pickRaceSlot(locations);
  if (slot.skipped) return { skipped: slot.skipped };
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  console.log(`booking race: ${RACERS} guests for ${slot.location.name} (#${slot.location.id}) on ${slot.date} at ${slot.time} ...`);
  const bodies = Array.from({ length: RACERS }, (_, n) =>
    JSON.stringify(racerBooking({ locationId: slot.location.id, date: slot.date, time: slot.time }, run, n + 1, 'bench')),
  );
  const statuses = {};
  const samples = {};
  let networkErrors = 0;
  let createdWithoutCode = 0;
  const started = performance.now();
  // fetch (undici) keeps connections alive and opens as many as needed: all POSTs leave at once.
  await Promise.all(
    bodies.map(async (body, n) => {
      try {
        const res = await fetch(`${BASE_URL}/api/reservations`, {
          method: 'POST',
          // JSON content type and a same-origin Origin: what the BFF's CSRF check expects of a browser.
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': customerAddress(n) },
          body,
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        samples[res.status] ??= text.slice(0, 200);
        if (res.status === 201 && !/"trackingCode"\s*:\s*"[A-Z]+-/.test(text)) createdWithoutCode++;
      } catch {
        networkErrors++;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  // Afterwards the slot must be gone from the available list.
  const after = await getJson(`/api/available-slots?locationId=${slot.location.id}&date=${slot.date}`);
  const slotGone = after.status === 200 && Array.isArray(after.body) && !after.body.includes(slot.time);
  const created = statuses[201] ?? 0;
  const conflicts = statuses[409] ?? 0;
  const serverErrors = Object.entries(statuses).reduce((sum, [code, count]) => sum + (Number(code) >= 500 ? count : 0), 0);
  return { slot, statuses, samples, networkErrors, createdWithoutCode, elapsedMs, slotGone, created, conflicts, serverErrors };
}

// ---------------------------------------------------------------------------------------------
// (d) first-load JavaScript of / : measured in Chromium (every script the page fetches until the
// network is idle, lazily loaded chunks included) by the shell's own measuring script.

const FIRST_LOAD_SCRIPT = fileURLToPath(new URL('../shell/scripts/measure-first-load.cjs', import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? CHROMIUM_PATH;

function firstLoadJs(path = '/', budgetKb = BUDGET.firstLoadKb) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (npm test installs it)` };
  const run = spawnSync(process.execPath, [FIRST_LOAD_SCRIPT, `${BASE_URL}${path}`, String(budgetKb)], { encoding: 'utf8', timeout: 60_000 });
  const summary = /: ([\d.]+) KB gzip of JavaScript in (\d+) files/.exec(run.stdout ?? '');
  const react = /copies of React fetched: (\d+)/.exec(run.stdout ?? '');
  if (!summary || !react) return { skipped: `the measurement failed: ${(run.stderr || run.stdout || String(run.error)).trim().split('\n')[0]}` };
  const remoteEntryOnHome = /remote entries fetched on \//.test(run.stdout);
  return { gzipKb: Number(summary[1]), files: Number(summary[2]), reactCopies: Number(react[1]), remoteEntryOnHome, listing: run.stdout.trimEnd() };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { locations, slotPaths } = await discover();
  console.log(`bench against ${BASE_URL}: ${locations.length} locations, ${slotPaths.length} (location, date) pairs with open slots\n`);

  const ping = await measure('(a) GET /api/ping', ['/api/ping']);
  const slots = await measure('(b) GET /api/available-slots', slotPaths);
  const bareChain = await startBareChain();
  const bare = await measure('(f) bare express -> proxy -> express', slotPaths, bareChain.url);
  bareChain.stop();
  // The booking calendar asks for a range at once: two weeks per location, as it shows them.
  const availabilityPaths = locations.map(
    (location) => `/api/availability?locationId=${location.id}&from=${dayFromNow(SLOT_DAYS.first)}&to=${dayFromNow(SLOT_DAYS.first + SLOT_DAYS.count - 1)}`,
  );
  const availability = await measure('(e) GET /api/availability', availabilityPaths);
  const booking = await race(locations);
  const js = firstLoadJs();
  // A page with a remote: the remote must take the shell's React, not fetch its own.
  const withRemote = firstLoadJs('/tire-change', Number.MAX_SAFE_INTEGER);

  const ratio = ping.rps > 0 ? slots.rps / ping.rps : 0;
  const bareRpsRatio = bare.rps > 0 ? slots.rps / bare.rps : 0;
  const bareP95Ratio = bare.p95 > 0 ? slots.p95 / bare.p95 : Number.POSITIVE_INFINITY;
  const readRow = (name, stats) => [
    name,
    fmt.int(stats.rps),
    fmt.ms(stats.p50),
    fmt.ms(stats.p95),
    fmt.ms(stats.p99),
    String(stats.errors),
    String(stats.non2xx),
    Object.entries(stats.statuses)
      .map(([code, count]) => `${code}x${count}`)
      .join(' '),
  ];
  console.log(`\nRead throughput (${CONNECTIONS} connections, ${SECONDS} s each)\n`);
  console.log(
    table([
      ['scenario', 'rps', 'p50', 'p95', 'p99', 'errors', 'non-2xx', 'statuses'],
      readRow('GET /api/ping', ping),
      readRow('GET /api/available-slots', slots),
      readRow('GET /api/availability (14 days)', availability),
      readRow('bare chain (same slots call)', bare),
    ]),
  );
  console.log(`\nSlots against the bare chain: throughput ${bareRpsRatio.toFixed(2)}x, p95 ${bareP95Ratio.toFixed(2)}x`);

  const checks = [
    ['slots p95 <= 40 ms', fmt.ms(slots.p95), slots.p95 <= BUDGET.slotsP95Ms],
    ['slots rps / ping rps >= 0.60', ratio.toFixed(2), ratio >= BUDGET.minRatio],
    [`slots rps / bare chain rps >= ${BUDGET.minBareRpsRatio.toFixed(1)}`, bareRpsRatio.toFixed(2), bareRpsRatio >= BUDGET.minBareRpsRatio],
    [`slots p95 / bare chain p95 <= ${BUDGET.maxBareP95Ratio.toFixed(1)}`, bareP95Ratio.toFixed(2), bareP95Ratio <= BUDGET.maxBareP95Ratio],
    ['bare chain: no errors, all 2xx', `${bare.errors} errors, ${bare.non2xx} non-2xx`, bare.errors === 0 && bare.non2xx === 0 && bare.responses > 0],
    ['ping: no errors, all 2xx', `${ping.errors} errors, ${ping.non2xx} non-2xx`, ping.errors === 0 && ping.non2xx === 0 && ping.responses > 0],
    ['slots: no errors, all 2xx', `${slots.errors} errors, ${slots.non2xx} non-2xx`, slots.errors === 0 && slots.non2xx === 0 && slots.responses > 0],
    [
      'availability: no errors, all 2xx',
      `${availability.errors} errors, ${availability.non2xx} non-2xx`,
      availability.errors === 0 && availability.non2xx === 0 && availability.responses > 0,
    ],
  ];

  console.log('\nBooking race');
  if (booking.skipped) {
    console.log(`  skipped: ${booking.skipped}`);
    checks.push(['booking race ran', booking.skipped, false]);
  } else {
    const { slot, statuses, samples } = booking;
    console.log(`  slot: location ${slot.location.id}, ${slot.date} ${slot.time}; ${RACERS} POSTs answered in ${booking.elapsedMs.toFixed(0)} ms`);
    console.log(
      `  statuses: ${
        Object.entries(statuses)
          .map(([code, count]) => `${code}x${count}`)
          .join(' ') || 'none'
      }; network errors: ${booking.networkErrors}`,
    );
    for (const [code, sample] of Object.entries(samples)) {
      if (code !== '201' && code !== '409') console.log(`  sample ${code}: ${sample}`);
    }
    if (statuses[429]) console.log('  note: 429 answers - a rate limit hit the race (the BFF should only limit /api/reservations/track).');
    if (statuses[403]) console.log(`  note: 403 answers - a CSRF/Origin check refused the POSTs (Origin sent: ${ORIGIN}; set BENCH_ORIGIN).`);
    checks.push(
      [`exactly ${CAPACITY} x 201`, `${booking.created} x 201`, booking.created === CAPACITY && booking.createdWithoutCode === 0],
      [`the other ${RACERS - CAPACITY} x 409`, `${booking.conflicts} x 409`, booking.conflicts === RACERS - CAPACITY],
      [
        'no 5xx, no network errors',
        `${booking.serverErrors} x 5xx, ${booking.networkErrors} failed`,
        booking.serverErrors === 0 && booking.networkErrors === 0,
      ],
      ['slot no longer offered', booking.slotGone ? 'gone' : 'still listed', booking.slotGone],
    );
  }

  console.log('\nFirst-load JavaScript of / (Chromium, every script fetched until the network is idle)');
  if (js.skipped) {
    console.log(`  skipped: ${js.skipped}`);
    checks.push([`first load of / <= ${BUDGET.firstLoadKb} KB gzip`, js.skipped, false]);
  } else {
    console.log(js.listing.replace(/^/gm, '  '));
    checks.push(
      [`first load of / <= ${BUDGET.firstLoadKb} KB gzip`, `${js.gzipKb.toFixed(1)} KB in ${js.files} files`, js.gzipKb <= BUDGET.firstLoadKb],
      ['no remote entry fetched on /', js.remoteEntryOnHome ? 'fetched' : 'none', !js.remoteEntryOnHome],
      ['React fetched once on /', String(js.reactCopies), js.reactCopies === 1],
    );
  }
  if (withRemote.skipped) checks.push(['React fetched once on /tire-change', withRemote.skipped, false]);
  else {
    console.log(`  /tire-change (booking remote loaded): ${withRemote.gzipKb.toFixed(1)} KB gzip in ${withRemote.files} files`);
    checks.push(['React fetched once on /tire-change', String(withRemote.reactCopies), withRemote.reactCopies === 1]);
  }

  console.log('\nBudgets\n');
  console.log(table([['budget', 'measured', 'result'], ...checks.map(([name, measured, ok]) => [name, measured, fmt.ok(ok)])]));
  const allHold = checks.every(([, , ok]) => ok);
  console.log(`\n${allHold ? 'All budgets hold.' : 'Some budgets are NOT met.'}`);
  return allHold ? EXIT.ok : EXIT.budgetMissed;
}

const guard = setTimeout(() => fail(EXIT.budgetMissed, `gave up after ${HARD_LIMIT_MS / 1000} s: the platform stopped answering.`), HARD_LIMIT_MS);
guard.unref();
main().then(
  (code) => process.exit(code),
  (error) => fail(EXIT.budgetMissed, error.stack ?? String(error)),
);

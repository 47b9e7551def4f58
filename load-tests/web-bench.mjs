#!/usr/bin/env node
/**
 * `npm run bench:web` (also run by `npm run bench`): how the site's pages load for a customer on a
 * phone over a mobile network. Debian's Chromium (playwright-core, no downloaded browser) opens each
 * page cold, as Lighthouse's mobile profile does: 375 px, 1.6 Mbit/s down, 750 kbit/s up, 150 ms
 * round trip, the CPU slowed 4x. For each page it reports the median of RUNS loads of:
 *   FCP and LCP (paint timings), TBT (long tasks' time over 50 ms, from first paint until the
 *   network is quiet), CLS (layout shifts without input), bytes transferred, compressed JavaScript
 *   transferred, and the request count;
 * and compares them with the budgets: LCP <= 2.0 s, FCP <= 1.2 s, CLS < 0.05, and the first load
 * of / at most 170 KB of compressed JavaScript as transferred. Exit 1 when a budget is missed.
 *
 *   BASE_URL=http://localhost:8080 (npm start's) RUNS=3 CHROMIUM=/usr/bin/chromium-headless-shell PAGES=/,/login
 *   WEB_BENCH_PROFILE=slow: 640 kbit/s, 400 ms round trip (the issue's slower connection)
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/ensure-chromium.mjs';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM ?? CHROMIUM_PATH;
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['/', '/tire-change', '/tire-shop', '/track-order', '/login'];
const BUDGET = { lcpMs: 2000, fcpMs: 1200, cls: 0.05, homeJsKb: 170 };
const PROFILES = {
  // Lighthouse's mobile defaults ("slow 4G").
  mobile: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  slow: { latency: 400, downloadThroughput: (640 * 1024) / 8, uploadThroughput: (320 * 1024) / 8 },
};
const NETWORK = PROFILES[process.env.WEB_BENCH_PROFILE ?? 'mobile'] ?? PROFILES.mobile;
const CPU_SLOWDOWN = 4;

/** Runs in the page before any of its scripts: keeps the paint, shift and long-task entries. */
function observeVitals() {
  const vitals = { fcp: undefined, lcp: undefined, cls: 0, longTasks: [] };
  globalThis.__vitals = vitals;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));
}

async function loadOnce(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map();
  let requests = 0;
  let bytes = 0;
  let jsBytes = 0;
  cdp.on('Network.requestWillBeSent', () => (requests += 1));
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  // LCP and late shifts settle after the network: give the page a moment, then read.
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => globalThis.__vitals);
  await context.close();
  const fcp = vitals.fcp ?? Number.NaN;
  const tbt = vitals.longTasks.filter((task) => task.start + task.duration > fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { fcp, lcp: vitals.lcp ?? fcp, tbt, cls: vitals.cls, bytes, jsBytes, requests };
}

/** The middle of the runs that measured something (a load whose paint was not observed counts as missing). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

async function measurePage(browser, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, path));
  if (process.env.WEB_BENCH_VERBOSE) console.log(runs);
  const figure = (name) => median(runs.map((run) => run[name]));
  return {
    path,
    fcp: figure('fcp'),
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    bytes: figure('bytes'),
    jsBytes: figure('jsBytes'),
    requests: figure('requests'),
  };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.error(`web bench: no Chromium at ${CHROMIUM} (npm test installs Debian's chromium-headless-shell)`);
    process.exit(2);
  }
  try {
    await fetch(`${BASE_URL}/`, { signal: AbortSignal.timeout(5000) });
  } catch {
    console.error(`web bench: nothing answers at ${BASE_URL}; run \`npm start\` first`);
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const path of PAGES) {
      process.stdout.write(`${path}: ${RUNS} cold loads ... `);
      const result = await measurePage(browser, path);
      console.log(`LCP ${(result.lcp / 1000).toFixed(2)} s`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');
  console.log(
    `\n${process.env.WEB_BENCH_PROFILE ?? 'mobile'} profile: ${Math.round((NETWORK.downloadThroughput * 8) / 1024)} kbit/s, ${NETWORK.latency} ms, CPU ${CPU_SLOWDOWN}x slower; median of ${RUNS}\n`,
  );
  console.log(
    table([
      ['page', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'JS transferred', 'requests'],
      ...results.map((r) => [r.path, s(r.fcp), s(r.lcp), `${Math.round(r.tbt)} ms`, r.cls.toFixed(3), kb(r.bytes), kb(r.jsBytes), r.requests]),
    ]),
  );
  const misses = [];
  for (const r of results) {
    if (!(r.lcp <= BUDGET.lcpMs)) misses.push(`${r.path}: LCP ${s(r.lcp)} over ${BUDGET.lcpMs / 1000} s`);
    if (!(r.fcp <= BUDGET.fcpMs)) misses.push(`${r.path}: FCP ${s(r.fcp)} over ${BUDGET.fcpMs / 1000} s`);
    if (!(r.cls < BUDGET.cls)) misses.push(`${r.path}: CLS ${r.cls.toFixed(3)} not under ${BUDGET.cls}`);
  }
  const home = results.find((r) => r.path === '/');
  if (home && home.jsBytes / 1024 > BUDGET.homeJsKb) misses.push(`/: ${kb(home.jsBytes)} of JavaScript transferred, over ${BUDGET.homeJsKb} KB`);
  console.log(misses.length ? `\nbudgets missed:\n  ${misses.join('\n  ')}` : '\nall budgets met');
  process.exit(misses.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});

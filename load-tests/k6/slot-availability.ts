/**
 * Slot availability under load (k6). Two scenarios, one after the other, through the same
 * chain (browser -> BFF -> reservations service):
 *   ping  - GET /api/ping, the cheapest call through that chain: the baseline;
 *   slots - GET /api/available-slots for a spread of locations and future dates.
 * Budgets: slots p(95) < 40 ms, no failed request, and (printed at the end) slots throughput
 * at least 60 % of ping throughput.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/k6/slot-availability.ts
 */
import http from 'k6/http';
import { check, fail } from 'k6';
import type { Options } from 'k6/options';
import { dayFromNow } from './scenario-data.js';
// The standard text summary, so that handleSummary can add the throughput ratio to it.
import { textSummary } from 'https://jslib.k6.io/k6-summary/0.1.0/index.js';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const VUS = Number(__ENV.VUS || 50);
const DURATION = __ENV.DURATION || '30s';
// Seconds: each scenario runs DURATION, the second one starts after the first plus a pause.
const durationSeconds = Number.parseInt(DURATION, 10) * (DURATION.endsWith('m') ? 60 : 1);
/** How many future days the slots scenario spreads over, so one cached answer is not all it measures. */
const DAYS = Number(__ENV.DAYS || 14);

export const options: Options = {
  scenarios: {
    ping: {
      executor: 'constant-vus',
      exec: 'ping',
      vus: VUS,
      duration: DURATION,
    },
    slots: {
      executor: 'constant-vus',
      exec: 'slots',
      vus: VUS,
      duration: DURATION,
      startTime: `${durationSeconds + 5}s`,
    },
  },
  thresholds: {
    'http_req_duration{scenario:slots}': ['p(95)<40'],
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
    // Listed so that the per-scenario counts appear in the summary (and in handleSummary).
    'http_reqs{scenario:ping}': ['count>0'],
    'http_reqs{scenario:slots}': ['count>0'],
    'http_req_duration{scenario:ping}': ['p(95)>=0'],
  },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
};

interface Location {
  id: number;
  name: string;
  capacity: number;
}

interface SetupData {
  urls: string[];
}

export function setup(): SetupData {
  const res = http.get(`${BASE_URL}/api/service-locations`);
  if (res.status !== 200) fail(`GET /api/service-locations answered ${res.status}: is the platform running at ${BASE_URL}?`);
  const locations = res.json() as unknown as Location[];
  if (!Array.isArray(locations) || locations.length === 0) fail('no service locations: run the seed first');
  const urls: string[] = [];
  for (const location of locations) {
    for (let day = 7; day < 7 + DAYS; day++) {
      urls.push(`${BASE_URL}/api/available-slots?locationId=${location.id}&date=${dayFromNow(day)}`);
    }
  }
  // At least one of those days must have open slots, or the scenario measures nothing useful.
  const probe = http.get(urls[0] as string);
  if (probe.status !== 200) fail(`GET /api/available-slots answered ${probe.status}`);
  return { urls };
}

export function ping() {
  const res = http.get(`${BASE_URL}/api/ping`, { tags: { name: 'GET /api/ping' } });
  check(res, { 'ping is 200': (r) => r.status === 200 });
}

export function slots(data: SetupData) {
  // Each VU walks the list from its own starting point.
  const url = data.urls[(__VU * 7 + __ITER) % data.urls.length] as string;
  const res = http.get(url, { tags: { name: 'GET /api/available-slots' } });
  check(res, {
    'slots is 200': (r) => r.status === 200,
    'slots is a list of HH:mm': (r) => {
      const body = r.json();
      return Array.isArray(body) && body.every((time) => typeof time === 'string' && /^\d{2}:\d{2}$/.test(time));
    },
  });
}

export function handleSummary(data: { metrics: Record<string, { values: Record<string, number> }> }) {
  const pingCount = data.metrics['http_reqs{scenario:ping}']?.values.count ?? 0;
  const slotsCount = data.metrics['http_reqs{scenario:slots}']?.values.count ?? 0;
  // Both scenarios run for the same duration, so the ratio of counts is the ratio of throughputs.
  const ratio = pingCount > 0 ? slotsCount / pingCount : 0;
  const p95 = data.metrics['http_req_duration{scenario:slots}']?.values['p(95)'] ?? Number.NaN;
  const lines = [
    '',
    `ping:  ${pingCount} requests (${(pingCount / durationSeconds).toFixed(0)} rps)`,
    `slots: ${slotsCount} requests (${(slotsCount / durationSeconds).toFixed(0)} rps), p(95) ${p95.toFixed(1)} ms`,
    `slots/ping throughput ratio: ${ratio.toFixed(2)} (budget >= 0.60: ${ratio >= 0.6 ? 'OK' : 'NOT MET'})`,
    '',
  ];
  return {
    stdout: textSummary(data, { indent: ' ', enableColors: true }) + lines.join('\n'),
    'slot-availability-summary.json': JSON.stringify(data, null, 2),
  };
}

/**
 * Booking race (k6): 200 guests book the SAME slot of a location with 2 bays at the same moment.
 * The database guarantees capacity, so exactly 2 bookings must succeed (201) and the other 198
 * must get a clean 409 - never a 5xx, never a third booking.
 *
 *   k6 run -e BASE_URL=http://localhost:8080 load-tests/k6/booking-race.ts
 *
 * setup() picks a location with capacity 2 and a slot 60+ days ahead (plus a random offset, so
 * reruns do not land on a slot an earlier run already filled). Each run leaves 2 reservations
 * behind in that far-future slot.
 */
import http from 'k6/http';
import { check, fail } from 'k6';
import exec from 'k6/execution';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';
import { dayFromNow, racerBooking } from './scenario-data.js';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const RACERS = Number(__ENV.RACERS || 200);
const CAPACITY = 2;

const created = new Counter('reservations_created');
const conflicts = new Counter('reservations_conflict');
const serverErrors = new Counter('reservations_5xx');
const unexpected = new Counter('reservations_unexpected_status');

export const options: Options = {
  scenarios: {
    race: {
      // Every VU is started before the first iteration begins, so the 200 POSTs go out together.
      executor: 'per-vu-iterations',
      vus: RACERS,
      iterations: 1,
      maxDuration: '60s',
    },
  },
  thresholds: {
    reservations_created: [`count==${CAPACITY}`],
    reservations_conflict: [`count==${RACERS - CAPACITY}`],
    reservations_5xx: ['count==0'],
    reservations_unexpected_status: ['count==0'],
    // 409 is an expected answer here (see setResponseCallback below).
    http_req_failed: ['rate==0'],
  },
};

// A lost race is a correct answer, not a failed request.
http.setResponseCallback(http.expectedStatuses(200, 201, 409));

interface Location {
  id: number;
  name: string;
  capacity: number;
}

interface Target {
  locationId: number;
  date: string;
  time: string;
  run: string;
}

export function setup(): Target {
  const res = http.get(`${BASE_URL}/api/service-locations`);
  if (res.status !== 200) fail(`GET /api/service-locations answered ${res.status}: is the platform running at ${BASE_URL}?`);
  const locations = res.json() as unknown as Location[];
  const location = locations.find((candidate) => candidate.capacity === CAPACITY);
  if (!location) fail(`no location with capacity ${CAPACITY}: the race needs one (the seed gives every location 2 bays)`);

  const firstDay = 60 + Math.floor(Math.random() * 120);
  for (let day = firstDay; day < firstDay + 30; day++) {
    const date = dayFromNow(day);
    const slotsRes = http.get(`${BASE_URL}/api/available-slots?locationId=${location.id}&date=${date}`);
    if (slotsRes.status !== 200) fail(`GET /api/available-slots answered ${slotsRes.status}`);
    const times = slotsRes.json() as unknown as string[];
    if (times.length === 0) continue;
    const time = times[Math.floor(Math.random() * times.length)] as string;
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    console.log(`race for ${location.name} (#${location.id}) on ${date} at ${time}, run ${run}`);
    return { locationId: location.id, date, time, run };
  }
  return fail(`no open slot at location ${location.id} between ${firstDay} and ${firstDay + 30} days ahead`);
}

export default function race(target: Target) {
  const n = exec.vu.idInTest;
  const body = racerBooking(target, target.run, n, 'k6');
  const res = http.post(`${BASE_URL}/api/reservations`, JSON.stringify(body), {
    // JSON content type and a same-origin Origin: what the BFF's CSRF check expects of a browser.
    headers: { 'Content-Type': 'application/json', Origin: BASE_URL },
    tags: { name: 'POST /api/reservations' },
  });
  // Every counter gets a sample, so each threshold is evaluated even when it stays at zero.
  created.add(res.status === 201 ? 1 : 0);
  conflicts.add(res.status === 409 ? 1 : 0);
  serverErrors.add(res.status >= 500 ? 1 : 0);
  unexpected.add(res.status !== 201 && res.status !== 409 && res.status < 500 ? 1 : 0);
  if (res.status !== 201 && res.status !== 409) console.warn(`unexpected ${res.status}: ${String(res.body).slice(0, 200)}`);
  check(res, { 'booked (201) or cleanly refused (409)': (r) => r.status === 201 || r.status === 409 });
}

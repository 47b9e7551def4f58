import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAvailabilityPublisher, createLogger } from '@tire/service-kit';
import { deadUrl, startBff } from './harness.js';
import { fakeServiceForFile } from './support/fake-service-for-file.js';
import { TEST_REDIS_URL } from './support/sessions.js';
import { withBff } from './support/with-bff.js';

const SLOTS = '/api/available-slots?locationId=2&date=2026-12-01';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const reservations = fakeServiceForFile();
let free: string[] = ['09:00', '09:30', '10:00'];
let bffs: Awaited<ReturnType<typeof startBff>>[];
const publisher = createAvailabilityPublisher(TEST_REDIS_URL, createLogger('availability-cache-test'));

/** A BFF's settings for caching availability answered by the fake reservations service. */
const cachingEnv = async (env: Record<string, string> = {}) => ({
  RESERVATIONS_URL: reservations.url,
  PAYMENTS_URL: await deadUrl(),
  AVAILABILITY_CACHE_TTL_MS: '60000',
  ...env,
});

/** Until both BFFs are subscribed: the first answer is cached only once the subscription is live. */
async function waitUntilCaching(bff: (typeof bffs)[number]) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await request(bff.server).get('/api/available-slots?locationId=3&date=2026-12-02');
    const second = await request(bff.server).get('/api/available-slots?locationId=3&date=2026-12-02');
    if (second.headers['x-cache'] === 'hit') return;
    await sleep(50);
  }
  throw new Error('the BFF never started caching');
}

beforeAll(async () => {
  reservations.answerWith((_req, res) => {
    res.json(free);
  });
  // Two BFF instances, as in production: a change must reach both.
  bffs = [await startBff(await cachingEnv()), await startBff(await cachingEnv())];
  for (const bff of bffs) await waitUntilCaching(bff);
});

afterAll(async () => {
  for (const bff of bffs) await bff.close();
  publisher.close();
});

beforeEach(async () => {
  free = ['09:00', '09:30', '10:00'];
  await publisher.changed();
  await sleep(50);
  reservations.received.length = 0;
});

describe('slot availability served from the BFF’s cache', () => {
  it('asks the service once for repeated questions, and answers the same from memory', async () => {
    const first = await request(bffs[0]!.server).get(SLOTS).expect(200);
    const second = await request(bffs[0]!.server).get(SLOTS).expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toEqual(['09:00', '09:30', '10:00']);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(reservations.received).toHaveLength(1);
  });

  it('drops the answers of every BFF within 100 ms of an announced change, so a taken slot disappears everywhere', async () => {
    for (const bff of bffs) await request(bff.server).get(SLOTS).expect(200);
    free = ['09:00', '10:00'];
    const announcedAt = Date.now();
    await publisher.changed();
    for (const bff of bffs) {
      let answer: string[] = [];
      while (Date.now() - announcedAt < 100) {
        answer = (await request(bff.server).get(SLOTS)).body as string[];
        if (!answer.includes('09:30')) break;
      }
      expect(answer, 'the answer 100 ms after the change').toEqual(['09:00', '10:00']);
    }
  });

  it('keeps only successful answers, and checks the contract before anything is served', async () => {
    reservations.answerWith((_req, res) => {
      res.status(503).json({ message: 'busy' });
    });
    await request(bffs[0]!.server).get(SLOTS).expect(503);
    reservations.answerWith((_req, res) => {
      res.json(free);
    });
    expect((await request(bffs[0]!.server).get(SLOTS).expect(200)).headers['x-cache']).toBe('miss');
    const invalid = await request(bffs[0]!.server).get('/api/available-slots?locationId=2&date=2026-02-30').expect(400);
    expect(invalid.body.errors).toBeDefined();
  });

  it('serves nothing from memory while it cannot hear about changes (Redis subscription lost)', async () => {
    await withBff(await cachingEnv({ REDIS_URL: 'redis://127.0.0.1:1/1' }), async (alone) => {
      await request(alone.server).get(SLOTS).expect(200);
      const again = await request(alone.server).get(SLOTS).expect(200);
      expect(again.headers['x-cache']).toBeUndefined();
      expect(reservations.received).toHaveLength(2);
    });
  });
});

describe('an availability cache that cannot be poisoned (third security review)', () => {
  it('a HEAD does not fill the cache: the GET after it gets the full answer', async () => {
    const head = await request(bffs[0]!.server).head(SLOTS);
    expect(head.status).toBe(200);
    const get = await request(bffs[0]!.server).get(SLOTS).expect(200);
    expect(get.body).toEqual(['09:00', '09:30', '10:00']);
    expect(get.headers['x-cache']).toBe('miss');
    // and the full answer is what is kept for the next customer
    const next = await request(bffs[0]!.server).get(SLOTS).expect(200);
    expect(next.headers['x-cache']).toBe('hit');
    expect(next.body).toEqual(['09:00', '09:30', '10:00']);
  });

  it('keeps no 200 whose body is empty, not JSON or not the contract’s answer', async () => {
    const bad: ((res: import('express').Response) => void)[] = [
      (res) => void res.status(200).end(),
      (res) => void res.status(200).type('text/html').send('<html>oops</html>'),
      (res) => void res.status(200).json({ not: 'a list of times' }),
      (res) => void res.status(200).json(['25:99']),
    ];
    for (const answer of bad) {
      await publisher.changed();
      await sleep(30);
      reservations.answerWith((_req, res) => answer(res));
      await request(bffs[0]!.server).get(SLOTS);
      reservations.answerWith((_req, res) => {
        res.json(free);
      });
      const after = await request(bffs[0]!.server).get(SLOTS).expect(200);
      expect(after.headers['x-cache'], 'the answer after a bad one').toBe('miss');
      expect(after.body).toEqual(['09:00', '09:30', '10:00']);
    }
  });

  it('a thousand URLs with junk parameters leave the cache and the service where one URL leaves them', async () => {
    const bff = bffs[0]!;
    await request(bff.server).get(SLOTS).expect(200);
    const oneUrl = { ...bff.bff.availabilityCache!.size(), asked: reservations.received.length };
    for (let i = 0; i < 1000; i += 1) {
      const junk = `${SLOTS}&junk${i}=${'x'.repeat(20)}&cb=${i}`;
      const answer = await request(bff.server).get(i % 2 ? junk : `/api/available-slots?date=2026-12-01&locationId=02&z=${i}`);
      expect(answer.status).toBe(200);
    }
    expect(bff.bff.availabilityCache!.size()).toEqual({ entries: oneUrl.entries, bytes: oneUrl.bytes });
    expect(reservations.received.length).toBe(oneUrl.asked);
  });

  it('asks the service the canonical question, not the raw URL', async () => {
    await request(bffs[0]!.server).get(`/api/available-slots?zzz=1&date=2026-12-01&locationId=2&aaa=2`).expect(200);
    expect(reservations.received.at(-1)!.url).toBe('/api/available-slots?date=2026-12-01&locationId=2');
  });
});

describe('the availability cache’s memory', () => {
  it('stays within its byte bound, and frees expired answers', async () => {
    await withBff(
      await cachingEnv({ AVAILABILITY_CACHE_TTL_MS: '300', AVAILABILITY_CACHE_MAX_BYTES: '4000', AVAILABILITY_RATE_LIMIT: '100000' }),
      async (bff) => {
        await waitUntilCaching(bff);
        for (let day = 1; day <= 28; day += 1) {
          await request(bff.server)
            .get(`/api/available-slots?locationId=2&date=2026-12-${String(day).padStart(2, '0')}`)
            .expect(200);
          expect(bff.bff.availabilityCache!.size().bytes).toBeLessThanOrEqual(4000);
        }
        expect(bff.bff.availabilityCache!.size().entries).toBeGreaterThan(1);
        await sleep(600);
        expect(bff.bff.availabilityCache!.size()).toEqual({ entries: 0, bytes: 0 });
      },
    );
  });

  it('limits each client’s cache misses (each is a computation on PostgreSQL)', async () => {
    await withBff(await cachingEnv({ AVAILABILITY_RATE_LIMIT: '5' }), async (bff) => {
      // Counted in Redis, shared by every BFF (before it connects, each counts on its own).
      while (bff.bff.redis.status !== 'ready') await sleep(10);
      const statuses: number[] = [];
      for (let day = 1; day <= 7; day += 1) {
        statuses.push((await request(bff.server).get(`/api/available-slots?locationId=2&date=2026-12-0${day}`)).status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });
});

import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAvailabilityPublisher, createLogger } from '@tire/service-kit';
import { deadUrl, startBff, startFakeService, type FakeService } from './harness.js';

const SLOTS = '/api/available-slots?locationId=2&date=2026-12-01';
const REDIS_URL = 'redis://127.0.0.1:6379/1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let reservations: FakeService;
let free: string[];
let bffs: Awaited<ReturnType<typeof startBff>>[];
const publisher = createAvailabilityPublisher(REDIS_URL, createLogger('availability-cache-test'));

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
  reservations = await startFakeService();
  reservations.answerWith((_req, res) => {
    res.json(free);
  });
  const env = { RESERVATIONS_URL: reservations.url, PAYMENTS_URL: await deadUrl(), AVAILABILITY_CACHE_TTL_MS: '60000' };
  // Two BFF instances, as in production: a change must reach both.
  bffs = [await startBff(env), await startBff(env)];
  for (const bff of bffs) await waitUntilCaching(bff);
});

afterAll(async () => {
  for (const bff of bffs) await bff.close();
  publisher.close();
  await reservations.close();
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
    const alone = await startBff({
      RESERVATIONS_URL: reservations.url,
      PAYMENTS_URL: await deadUrl(),
      AVAILABILITY_CACHE_TTL_MS: '60000',
      REDIS_URL: 'redis://127.0.0.1:1/1',
    });
    try {
      await request(alone.server).get(SLOTS).expect(200);
      const again = await request(alone.server).get(SLOTS).expect(200);
      expect(again.headers['x-cache']).toBeUndefined();
      expect(reservations.received).toHaveLength(2);
    } finally {
      await alone.close();
    }
  });
});

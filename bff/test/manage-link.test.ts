import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_BOOKING_MESSAGES, RESERVATION_MESSAGES } from '@tire/contracts';
import { fromClient as asClient, guessToken as guess, redisReady, startBff, startFakeService, type FakeService } from './harness.js';

// A guest's manage link (/manage-booking#token=…): its calls carry a 256-bit token in the path.
// Guessing one is hopeless, and the BFF makes sure it stays so: the calls are counted with the
// tracking lookups (TRACK_RATE_LIMIT per client per minute, 30 by default), shared by every BFF
// through Redis.
let reservations: FakeService;

beforeAll(async () => {
  reservations = await startFakeService();
  // The service's one answer to a token that opens nothing.
  reservations.answerWith((_req, res) => void res.status(404).json({ message: MANAGE_BOOKING_MESSAGES.linkNotValid }));
});
afterAll(async () => {
  await reservations?.close();
});

const bffWith = async (env: Record<string, string> = {}) => redisReady(await startBff({ RESERVATIONS_URL: reservations.url, TRUST_PROXY: 'true', ...env }));

describe('guessing manage links', () => {
  it('a thousand guesses from one client: the first 30 reach the service, every other one is refused with 429 and Retry-After', async () => {
    const bff = await bffWith(); // the product's own limit
    try {
      reservations.received.length = 0;
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 1000; i += 1) {
        const answer = await request(bff.server).get(`/api/manage-booking/${guess()}`).set(asClient('203.0.113.9'));
        statuses.push(answer.status);
        if (answer.status === 429) retryAfter ??= answer.headers['retry-after'];
      }

      expect(statuses.filter((status) => status === 404)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(970);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(reservations.received.filter((r) => r.url.startsWith('/api/manage-booking/'))).toHaveLength(30);

      // Moving, cancelling and asking the track page for a link draw on the same allowance.
      const refused = await request(bff.server).post(`/api/manage-booking/${guess()}/cancel`).set(asClient('203.0.113.9'));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'rateLimited', message: RESERVATION_MESSAGES.tooManyRequests, errors: [] });
      await request(bff.server).post(`/api/manage-booking/${guess()}/move`).set(asClient('203.0.113.9')).send({}).expect(429);
      await request(bff.server).post('/api/reservations/track/TIRE-AAAAAA/manage-link').set(asClient('203.0.113.9')).expect(429);
      await request(bff.server).get('/api/reservations/track/TIRE-AAAAAA').set(asClient('203.0.113.9')).expect(429);
      // Another client is not held back by it.
      await request(bff.server).get(`/api/manage-booking/${guess()}`).set(asClient('198.51.100.7')).expect(404);
    } finally {
      await bff.close();
    }
  }, 60_000); // a thousand requests one after another: 3 s alone, over 15 s beside the builds and static checks of `npm test` on 2 cores

  it('refuses an /api address over 4 KB with a JSON 414 before it reaches the service (whose token would name the whole path)', async () => {
    const bff = await bffWith({ TRACK_RATE_LIMIT: '100' });
    try {
      reservations.received.length = 0;
      const answer = await request(bff.server)
        .post(`/api/manage-booking/${'0'.repeat(5000)}/cancel?locationId=${'0'.repeat(5000)}`)
        .set(asClient('192.0.2.2'));
      expect(answer.status).toBe(414);
      expect(answer.body).toMatchObject({ code: 'uriTooLong', message: 'Request address too long' });
      expect(reservations.received).toHaveLength(0);
      // Just under the limit is the service's own answer.
      await request(bff.server)
        .post(`/api/manage-booking/${'0'.repeat(3000)}/cancel`)
        .set(asClient('192.0.2.2'))
        .expect(404);
    } finally {
      await bff.close();
    }
  });

  it('answers a malformed token exactly as a wrong one: the service’s neutral 404, never a validation message', async () => {
    const bff = await bffWith({ TRACK_RATE_LIMIT: '100' });
    try {
      for (const token of ['x', 'a'.repeat(300), '%F0%9F%94%91', 'not a token']) {
        const answer = await request(bff.server).get(`/api/manage-booking/${token}`).set(asClient('192.0.2.1'));
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: MANAGE_BOOKING_MESSAGES.linkNotValid });
      }
    } finally {
      await bff.close();
    }
  });
});

describe('the manage page', () => {
  it('sends no referrer at all (its address may have carried the token for a moment); other pages send only the origin to other sites', async () => {
    const bff = await bffWith();
    try {
      const manage = await request(bff.server).get('/manage-booking');
      expect(manage.headers['referrer-policy']).toBe('no-referrer');
      expect((await request(bff.server).get('/manage-booking/')).headers['referrer-policy']).toBe('no-referrer');
      expect((await request(bff.server).get('/track-order')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await bff.close();
    }
  });
});

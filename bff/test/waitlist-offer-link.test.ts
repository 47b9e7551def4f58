import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES } from '@tire/contracts';
import { fromClient as asClient, guessToken as guess, redisReady, startBff, startFakeService, type FakeService } from './harness.js';
import { withStartedBff } from './support/with-bff.js';

// A waitlist offer's link (/waitlist-offer#token=…) carries a 256-bit token like a manage link: its
// calls are counted with the tracking lookups (TRACK_RATE_LIMIT, booking it with the bookings), a
// malformed token gets the service's one neutral 404, and the page sends no referrer.
let reservations: FakeService;

beforeAll(async () => {
  reservations = await startFakeService();
  reservations.answerWith((_req, res) => void res.status(404).json({ code: 'waitlist.offerNotValid', message: WAITLIST_MESSAGES.offerNotValid }));
});
afterAll(async () => {
  await reservations?.close();
});

const bffWith = async (env: Record<string, string> = {}) => redisReady(await startBff({ RESERVATIONS_URL: reservations.url, TRUST_PROXY: 'true', ...env }));

describe('waitlist offer links', () => {
  it('guessing tokens is counted with the tracking lookups: after 30 a minute, 429', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) statuses.push((await request(bff.server).get(`/api/waitlist/offers/${guess()}`).set(asClient('203.0.113.19'))).status);
      expect(statuses.filter((status) => status === 404)).toHaveLength(30);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    });
  });

  it('answers a malformed token as a wrong one (the neutral 404), for showing and for booking', async () => {
    await withStartedBff(bffWith({ TRACK_RATE_LIMIT: '100' }), async (bff) => {
      for (const token of ['x', 'a'.repeat(300), 'not a token']) {
        const shown = await request(bff.server)
          .get(`/api/waitlist/offers/${encodeURIComponent(token)}`)
          .set(asClient('192.0.2.11'));
        expect(shown.status).toBe(404);
        expect(shown.body).toMatchObject({ code: 'waitlist.offerNotValid', message: WAITLIST_MESSAGES.offerNotValid });
        const booked = await request(bff.server)
          .post(`/api/waitlist/offers/${encodeURIComponent(token)}/book`)
          .set(asClient('192.0.2.11'));
        expect(booked.status).toBe(404);
      }
    });
  });

  it('the offer page sends no referrer (its address carried the token for a moment)', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      expect((await request(bff.server).get('/waitlist-offer')).headers['referrer-policy']).toBe('no-referrer');
    });
  });

  it('joining with a bad body is a 400 with the fields’ messages, before the service is asked', async () => {
    await withStartedBff(bffWith(), async (bff) => {
      reservations.received.length = 0;
      const answer = await request(bff.server).post('/api/waitlist').set(asClient('192.0.2.12')).send({ windowStart: '25:00' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.length).toBeGreaterThan(0);
      expect(reservations.received.filter((r) => r.url === '/api/waitlist')).toHaveLength(0);
    });
  });
});

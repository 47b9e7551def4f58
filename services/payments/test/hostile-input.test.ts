import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

let test: ReturnType<typeof startTestApp>;

beforeAll(() => {
  test = startTestApp();
});
beforeEach(async () => {
  await test.reset();
});
afterAll(async () => {
  await test.close();
});

const NUL = '\u0000';

function expectValidationError(answer: request.Response, field?: string) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.headers['content-type']).toMatch(/json/);
  expect(typeof answer.body.message).toBe('string');
  expect(Array.isArray(answer.body.errors)).toBe(true);
  if (field) expect(answer.body.errors.map((e: { path: string }) => e.path)).toContain(field);
}

async function openIntent() {
  const reservation = test.services.addReservation();
  const created = await request(test.app).post('/api/create-reservation-payment').send({ trackingCode: reservation.trackingCode });
  expect(created.status).toBe(200);
  return created.body as { paymentIntentId: string; clientSecret: string };
}

describe('hostile input gives 4xx JSON, never 500', () => {
  it('a NUL, a control character, a 300-character or an impossible intent id in the path of verify-payment', async () => {
    for (const path of ['%00', 'pi_%00abc', 'pi_%0Aabc', 'a'.repeat(300), 'pi_a%2Fb', 'pi_%C3%A4', '%E4%F6']) {
      const answer = await request(test.app).get(`/api/verify-payment/${path}`);
      expectValidationError(answer);
    }
    expectValidationError(await request(test.app).get('/api/verify-payment/%00'), 'paymentIntentId');
    expect((await request(test.app).get(`/api/verify-payment/${'a'.repeat(255)}`)).status).toBe(404);
  });

  it('a NUL or an over-long value in any field of the local confirmation', async () => {
    const { paymentIntentId, clientSecret } = await openIntent();
    const good = { paymentIntentId, clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    for (const field of Object.keys(good) as (keyof typeof good)[]) {
      expectValidationError(
        await request(test.app)
          .post('/api/payments/local/confirm')
          .send({ ...good, [field]: `${good[field]}${NUL}` }),
        field,
      );
      expectValidationError(
        await request(test.app)
          .post('/api/payments/local/confirm')
          .send({ ...good, [field]: 'x'.repeat(300) }),
        field,
      );
    }
    const paid = await request(test.app).post('/api/payments/local/confirm').send(good);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
  });

  it('a NUL or an over-long tracking code or order id in the create calls', async () => {
    expectValidationError(
      await request(test.app)
        .post('/api/create-reservation-payment')
        .send({ trackingCode: `TIRE-1${NUL}` }),
      'trackingCode',
    );
    expectValidationError(
      await request(test.app)
        .post('/api/create-reservation-payment')
        .send({ trackingCode: 'T'.repeat(3000) }),
      'trackingCode',
    );
    expectValidationError(
      await request(test.app)
        .post('/api/create-payment-intent')
        .set('x-user-id', 'user-1')
        .send({ orderId: `1${NUL}` }),
      'orderId',
    );
  });
});

import { API_ERRORS, ORDER_MESSAGES, RESERVATION_MESSAGES } from '@tire/contracts';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, finish, HttpError } from '../src/index.js';
import { asBff } from '../src/testing/as-bff.js';

/** A service whose routes fail in each way a use case or the HTTP layer can. */
function failingService() {
  const app = createServiceApp(createLogger('error-answers-test'), {}, { service: 'catalogue' });
  const router = express.Router();
  router.post('/api/coded', () => {
    throw HttpError.of('reservation.slotUnavailable');
  });
  router.post('/api/coded-with-details', () => {
    throw HttpError.of('order.totalMismatch', { totalAmount: '10.00', totalCents: 1000 });
  });
  router.post('/api/field', () => {
    throw HttpError.invalid('locationId', 'order.unknownLocation');
  });
  router.post('/api/generic', () => {
    throw HttpError.saying('notFound', 'No remote named x');
  });
  router.post('/api/crash', () => {
    throw new Error('a bug');
  });
  app.use(router);
  return asBff(finish(app), 'catalogue');
}

describe('an error answer of a service', () => {
  it('carries the code of the failure beside its message, with the status the list gives it', async () => {
    const answer = await request(failingService()).post('/api/coded').send({}).expect(409);
    expect(answer.body).toEqual({ code: 'reservation.slotUnavailable', message: RESERVATION_MESSAGES.slotUnavailable, requestId: expect.any(String) });
    expect(API_ERRORS['reservation.slotUnavailable'].status).toBe(409);
  });

  it('keeps the details a failure carries', async () => {
    const answer = await request(failingService()).post('/api/coded-with-details').send({}).expect(409);
    expect(answer.body).toMatchObject({ code: 'order.totalMismatch', message: ORDER_MESSAGES.totalMismatch, totalAmount: '10.00', totalCents: 1000 });
  });

  it("answers a field at fault as 'validation', the field's own code in errors", async () => {
    const answer = await request(failingService()).post('/api/field').send({}).expect(400);
    expect(answer.body).toMatchObject({
      code: 'validation',
      message: ORDER_MESSAGES.unknownLocation,
      errors: [{ path: 'locationId', message: ORDER_MESSAGES.unknownLocation, code: 'order.unknownLocation' }],
    });
  });

  it('gives generic codes to generic failures: words of their own, an unknown route, a bad JSON body, a crash', async () => {
    const app = failingService();
    expect((await request(app).post('/api/generic').send({}).expect(404)).body).toMatchObject({ code: 'notFound', message: 'No remote named x' });
    expect((await request(app).get('/api/nothing').expect(404)).body).toMatchObject({ code: 'notFound', message: 'No route for GET /api/nothing' });
    const badJson = await request(app).post('/api/coded').set('content-type', 'application/json').send('{"a":').expect(400);
    expect(badJson.body.code).toBe('validation');
    expect((await request(app).post('/api/crash').send({}).expect(500)).body).toMatchObject({ code: 'internal', message: 'Internal server error' });
  });
});

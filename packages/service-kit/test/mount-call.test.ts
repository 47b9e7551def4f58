import { defineCall, idParamsSchema, isoDateSchema, RESERVATION_MESSAGES } from '@tire/contracts';
import { Router, type Request } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger, createServiceApp, finish, HttpError, mountCall, type MountOptions } from '../src/index.js';
import { asBff } from '../src/testing/as-bff.js';

const moveBooking = defineCall({
  method: 'PATCH',
  path: '/api/bookings/:id',
  params: idParamsSchema,
  query: z.object({ notify: z.enum(['yes', 'no']).optional() }),
  body: z.object({ date: isoDateSchema }),
  response: z.object({ id: z.number(), date: z.string(), notify: z.string() }),
});
const bookingFile = defineCall({ method: 'GET', path: '/api/bookings/:id/file', params: idParamsSchema });

function serviceApp() {
  const app = createServiceApp(createLogger('mount-call-test'), {}, { service: 'reservations' });
  const router = Router();
  mountCall(router, moveBooking, ({ params, query, body, res }) => {
    if (body.date === '2030-01-01') {
      res.status(202);
    }
    // Parsed by the contract: the id is a number, not the path's text.
    return { id: params.id, date: body.date, notify: query.notify ?? 'no' };
  });
  mountCall(
    router,
    bookingFile,
    ({ params, res }) => {
      res.type('text/plain').send(`file of ${params.id}`);
    },
    { alsoAt: ['/internal/bookings/:id/file'] },
  );
  app.use(router);
  return asBff(finish(app), 'reservations');
}

describe('mountCall', () => {
  it('answers at the contract path and method with the handler result as JSON, ids parsed to numbers', async () => {
    const answer = await request(serviceApp()).patch('/api/bookings/42?notify=yes').send({ date: '2030-02-28' }).expect(200);
    expect(answer.body).toEqual({ id: 42, date: '2030-02-28', notify: 'yes' });
  });

  it('keeps a status the handler set', async () => {
    await request(serviceApp()).patch('/api/bookings/42').send({ date: '2030-01-01' }).expect(202);
  });

  it('refuses a bad path parameter, query or body with the contract messages, in that order', async () => {
    const app = serviceApp();
    const badId = await request(app).patch('/api/bookings/abc?notify=maybe').send({}).expect(400);
    expect(badId.body.errors.map((e: { path: string }) => e.path)).toEqual(['id']);
    const badQuery = await request(app).patch('/api/bookings/1?notify=maybe').send({}).expect(400);
    expect(badQuery.body.errors.map((e: { path: string }) => e.path)).toEqual(['notify']);
    // A date that does not exist is refused by the contract's own date rule.
    const badDate = await request(app).patch('/api/bookings/1').send({ date: '2025-02-30' }).expect(400);
    expect(badDate.body).toMatchObject({ message: expect.any(String), errors: [{ path: 'date', message: 'Invalid date' }] });
    // No body reads as {}: the field's own message, not a crash.
    const noBody = await request(app).patch('/api/bookings/1').expect(400);
    expect(noBody.body.errors[0].path).toBe('date');
  });

  it('lets a handler write its own answer, on the contract path and on an alias', async () => {
    const app = serviceApp();
    expect((await request(app).get('/api/bookings/7/file').expect(200)).text).toBe('file of 7');
    expect((await request(app).get('/internal/bookings/7/file').expect(200)).text).toBe('file of 7');
    // Other methods on the path are not answered.
    await request(app).post('/api/bookings/7/file').expect(404);
  });
});

describe('mountCall with authorize', () => {
  const onlyAdmins = (req: Request) => {
    if (req.get('x-test-admin') !== 'yes') throw HttpError.of('forbidden');
    return { adminId: 'a-1' };
  };
  const app = () => {
    const service = createServiceApp(createLogger('mount-call-test'), {}, { service: 'reservations' });
    const router = Router();
    mountCall(router, moveBooking, ({ who, params }) => ({ id: params.id, date: who.adminId, notify: 'no' }), { authorize: onlyAdmins });
    service.use(router);
    return asBff(finish(service), 'reservations');
  };

  it('refuses a caller before reading the input, and hands the authorized caller to the handler', async () => {
    // Bad input from someone not allowed: 403, not the input rules.
    await request(app()).patch('/api/bookings/abc').send({}).expect(403);
    const answer = await request(app()).patch('/api/bookings/5').set('x-test-admin', 'yes').send({ date: '2030-02-28' }).expect(200);
    expect(answer.body).toEqual({ id: 5, date: 'a-1', notify: 'no' });
  });
});

/** A service with moveBooking alone mounted, with the options under test. */
function moveBookingWith(options: MountOptions<void>) {
  const service = createServiceApp(createLogger('mount-call-test'), {}, { service: 'reservations' });
  const router = Router();
  mountCall(router, moveBooking, ({ params }) => ({ id: params.id, date: 'x', notify: 'no' }), options);
  service.use(router);
  return asBff(finish(service), 'reservations');
}

describe('mountCall with notFound', () => {
  it('answers a path parameter that names nothing as not found, other input as 400', async () => {
    const app = moveBookingWith({ notFound: 'reservation.reservationNotFound' });
    expect((await request(app).patch('/api/bookings/abc').send({ date: '2030-02-28' }).expect(404)).body).toMatchObject({
      code: 'reservation.reservationNotFound',
      message: RESERVATION_MESSAGES.reservationNotFound,
    });
    await request(app).patch('/api/bookings/99999999999').send({ date: '2030-02-28' }).expect(404);
    await request(app).patch('/api/bookings/1').send({ date: 'soon' }).expect(400);
  });
});

describe('mountCall with status and noStore', () => {
  it('answers a success with the status named, and a refusal with its own', async () => {
    const app = moveBookingWith({ status: 201 });
    await request(app).patch('/api/bookings/1').send({ date: '2030-02-28' }).expect(201);
    await request(app).patch('/api/bookings/1').send({ date: 'soon' }).expect(400);
  });

  it('marks the answer to valid input no-store, and not a refusal of the input', async () => {
    const app = moveBookingWith({ noStore: true });
    expect((await request(app).patch('/api/bookings/1').send({ date: '2030-02-28' }).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await request(app).patch('/api/bookings/1').send({ date: 'soon' }).expect(400)).headers['cache-control']).toBeUndefined();
  });
});

describe('mountCall with from', () => {
  const app = (issuer: 'bff' | 'payments' | 'notifications', from?: readonly ('bff' | 'payments')[]) => {
    const service = createServiceApp(createLogger('mount-call-test'), {}, { service: 'reservations' });
    const router = Router();
    mountCall(router, bookingFile, ({ params, res }) => void res.type('text/plain').send(`file of ${params.id}`), from ? { from } : {});
    service.use(router);
    return asBff(finish(service), 'reservations', issuer);
  };

  it('lets only the BFF call a route that names no callers', async () => {
    await request(app('bff')).get('/api/bookings/1/file').expect(200);
    expect((await request(app('payments')).get('/api/bookings/1/file').expect(403)).body.message).toBe('Not a call payments may make');
  });

  it('lets the parts a route names call it, and no other: 403 before any input is read', async () => {
    await request(app('payments', ['payments']))
      .get('/api/bookings/1/file')
      .expect(200);
    await request(app('bff', ['payments']))
      .get('/api/bookings/1/file')
      .expect(403);
    await request(app('notifications', ['bff', 'payments']))
      .get('/api/bookings/abc/file')
      .expect(403);
  });
});

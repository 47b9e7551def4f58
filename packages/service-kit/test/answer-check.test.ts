import { defineCall, idParamsSchema, type ResponseInputOf } from '@tire/contracts';
import { Router } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NOT_IN_CONTRACT } from '../src/answer-check.js';
import { createLogger, createServiceApp, finish, mountCall } from '../src/index.js';
import { asBff } from '../src/testing/as-bff.js';

const getBooking = defineCall({
  method: 'GET',
  path: '/api/bookings/:id',
  params: idParamsSchema,
  response: z.object({ id: z.number().int(), date: z.string(), bay: z.number().int().optional() }),
});

/** A service whose handler answers what `answer` gives, typed as the contract says, whatever it really holds. */
function serviceWith(answer: () => unknown) {
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const service = createServiceApp(createLogger('answer-check-test', { destination }), {}, { service: 'reservations' });
  const router = Router();
  mountCall(router, getBooking, () => answer() as ResponseInputOf<typeof getBooking>);
  service.use(router);
  return { app: asBff(finish(service), 'reservations'), lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an answer checked against its contract (outside production)', () => {
  it('passes a valid answer unchanged', async () => {
    const { app } = serviceWith(() => ({ id: 7, date: '2030-02-28', bay: 2 }));
    expect((await request(app).get('/api/bookings/7').expect(200)).body).toEqual({ id: 7, date: '2030-02-28', bay: 2 });
  });

  it('refuses an answer with a field of the wrong type: 500 naming the call and the field, logged as an error', async () => {
    // A Date where the contract says text: the kind of slip a database row brings.
    const { app, lines } = serviceWith(() => ({ id: 7, date: new Date('2030-02-28T08:00:00Z') }));
    const answer = await request(app).get('/api/bookings/7').expect(500);
    expect(answer.body.message).toBe('The answer of GET /api/bookings/:id breaks its contract');
    expect(answer.body.errors).toEqual([expect.objectContaining({ path: 'date' })]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: answer.body.message, call: 'GET /api/bookings/:id' }));
  });

  it('refuses a field the contract does not have, which would otherwise reach the browser as it is', async () => {
    const { app } = serviceWith(() => ({ id: 7, date: '2030-02-28', passwordHash: 'x', notes: undefined }));
    const answer = await request(app).get('/api/bookings/7').expect(500);
    expect(answer.body.errors).toEqual([{ path: 'passwordHash', message: NOT_IN_CONTRACT }]);
  });

  it('names every bad field', async () => {
    const { app } = serviceWith(() => ({ id: '7', date: '2030-02-28', bay: 1.5 }));
    const answer = await request(app).get('/api/bookings/7').expect(500);
    expect(answer.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['bay', 'id']);
  });
});

describe('an answer in production', () => {
  it('is sent unchecked: the hot path parses nothing it answers', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { app } = serviceWith(() => ({ id: '7', date: 'x' }));
    vi.unstubAllEnvs();
    expect((await request(app).get('/api/bookings/7').expect(200)).body).toEqual({ id: '7', date: 'x' });
  });
});

import {
  defineCall,
  idParamsSchema,
  type BodyOf,
  type listMyReservations,
  type ParamsOf,
  type QueryOf,
  type Reservation,
  type ResponseInputOf,
  type ResponseOf,
  type updateReservation,
} from '@tire/contracts';
import { Router } from 'express';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { mountCall } from '../src/index.js';

/*
 * Type tests: checked by tsc (`node scripts/typecheck.mjs`, service-kit's tsconfig includes test/),
 * where each `@ts-expect-error` fails the check if the line below it ever compiles.
 */

const getThing = defineCall({
  method: 'GET',
  path: '/api/things/:id',
  params: idParamsSchema,
  query: z.object({ full: z.enum(['yes', 'no']).optional() }),
  response: z.object({ id: z.number().int(), name: z.string(), note: z.string().default('') }),
});
const thingFile = defineCall({ method: 'GET', path: '/api/things/:id/file', params: idParamsSchema });
const listThings = defineCall({
  method: 'GET',
  path: '/api/things',
  response: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['new', 'sold']),
      owner: z.object({ name: z.string() }).nullable(),
      extras: z.looseObject({ colour: z.string().optional() }).optional(),
    }),
  ),
});

describe("a call's types", () => {
  it('are its schemas’ outputs, and the answer’s input for what a handler may return', () => {
    expectTypeOf<ResponseOf<typeof listMyReservations>>().toEqualTypeOf<Reservation[]>();
    expectTypeOf<ParamsOf<typeof updateReservation>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<BodyOf<typeof updateReservation>>().toEqualTypeOf<{ status: 'cancelled' } | { scheduledDate: string; scheduledTime: string }>();
    expectTypeOf<QueryOf<typeof updateReservation>>().toEqualTypeOf<undefined>();
    // A default: the browser always receives the note, a handler may leave it out.
    expectTypeOf<ResponseOf<typeof getThing>>().toEqualTypeOf<{ id: number; name: string; note: string }>();
    expectTypeOf<ResponseInputOf<typeof getThing>>().toEqualTypeOf<{ id: number; name: string; note?: string | undefined }>();
    expectTypeOf<ResponseOf<typeof thingFile>>().toEqualTypeOf<undefined>();
  });
});

describe("a handler's answer", () => {
  const router = Router();

  it('is its call’s answer', () => {
    mountCall(router, getThing, ({ params, query }) => {
      expectTypeOf(params.id).toEqualTypeOf<number>();
      expectTypeOf(query.full).toEqualTypeOf<'yes' | 'no' | undefined>();
      return { id: params.id, name: 'tire' };
    });
    mountCall(router, getThing, async ({ params }) => ({ id: params.id, name: 'tire', note: 'winter' }));
  });

  it('may not carry a field the answer lacks', () => {
    // @ts-expect-error `secret` is no field of the answer
    mountCall(router, getThing, ({ params }) => ({ id: params.id, name: 'tire', secret: 'x' }));
    // @ts-expect-error `secret` is no field of the answer
    mountCall(router, getThing, async ({ params }) => ({ id: params.id, name: 'tire', secret: 'x' }));
  });

  it('keeps its literals, and may be a list of them', () => {
    mountCall(router, listThings, () => [{ id: 1, status: 'new', owner: null }]);
    mountCall(router, listThings, async () => [{ id: 1, status: 'sold', owner: { name: 'Aino' }, extras: { colour: 'red', any: 1 } }]);
    // @ts-expect-error a status the contract does not have
    mountCall(router, listThings, () => [{ id: 1, status: 'lost', owner: null }]);
  });

  it('may not carry such a field deeper down, in a list, a nullable object, or one of several returns', () => {
    // @ts-expect-error `secret` is no field of a listed thing
    mountCall(router, listThings, () => [{ id: 1, status: 'new', owner: null, secret: 'x' }]);
    // @ts-expect-error `email` is no field of the owner
    mountCall(router, listThings, () => [{ id: 1, status: 'new', owner: { name: 'Aino', email: 'a@b.fi' } }]);
    const rows = [{ id: 1, status: 'new' as const, owner: null, passwordHash: 'x' }];
    // @ts-expect-error a row with a field the answer lacks, passed on as it is
    mountCall(router, listThings, () => rows);
    // @ts-expect-error `secret` in one of the answers
    mountCall(router, getThing, ({ query }) => (query.full ? { id: 1, name: 'tire' } : { id: 1, name: 'tire', secret: 1 }));
  });

  it('may not miss a field or give one of another type', () => {
    // @ts-expect-error `name` is missing
    mountCall(router, getThing, ({ params }) => ({ id: params.id }));
    // @ts-expect-error a Date where the contract says text
    mountCall(router, getThing, ({ params }) => ({ id: params.id, name: new Date() }));
  });

  it('is nothing for a call without an answer schema: the handler writes it (a file)', () => {
    mountCall(router, thingFile, ({ params, res }) => void res.type('text/plain').send(`file of ${params.id}`));
    // @ts-expect-error a call without a response schema answers no JSON
    mountCall(router, thingFile, ({ params }) => ({ id: params.id }));
  });
});

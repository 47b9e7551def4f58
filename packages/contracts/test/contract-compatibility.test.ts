import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges, type ContractShape, type JsonSchema } from '../src/compat/breaking-changes.js';
import { contractShape, readReleasedContract, RELEASED_CONTRACT_FILE } from '../src/compat/contract-shape.js';

/**
 * Remotes are deployed by their own teams, so browsers keep running the previous release for a
 * while after the BFF changes: the BFF must keep answering what that release reads and accepting
 * what it sends, until released-contract.json is moved on (`npm run contract:release`).
 */
describe('the contract against the one the published remotes were built with', () => {
  it('has no change the published remotes cannot handle', () => {
    expect(existsSync(RELEASED_CONTRACT_FILE), 'packages/contracts/released-contract.json is missing: run `npm run contract:release`').toBe(true);
    const breaks = breakingChanges(readReleasedContract(), contractShape());
    const advice = [
      `${breaks.length} change(s) the published remotes (built against packages/contracts/released-contract.json) cannot handle:`,
      ...breaks.map((line) => `  - ${line}`),
      'Either keep serving the old shape from the BFF (keep the field, keep the call, make the new request field optional),',
      'or, once a release of the remotes built against the new contract is published and no browser runs the old one,',
      'run `npm run contract:release` to make the current contract the released one.',
    ].join('\n');
    expect(breaks, advice).toEqual([]);
  });

  it('describes every /api call as plain JSON, and no /internal one', () => {
    const shape = contractShape();
    expect(JSON.parse(JSON.stringify(shape))).toEqual(shape);
    expect(Object.keys(shape)).toContain('GET /api/reservations/track/:code');
    expect(shape['POST /api/reservations']?.body?.properties).toHaveProperty('serviceType');
    expect(Object.keys(shape).filter((key) => !key.includes(' /api/'))).toEqual([]);
  });
});

const string: JsonSchema = { type: 'string' };
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({ type: 'object', properties, required });
const track = (response: JsonSchema): ContractShape => ({ 'GET /api/reservations/track/:code': { params: object({ code: string }), response } });
const create = (body: JsonSchema, query?: JsonSchema): ContractShape => ({ 'POST /api/reservations': query ? { body, query } : { body } });

describe('breakingChanges', () => {
  it('reports a removed answer field, by its path through objects and arrays', () => {
    const before = track(object({ location: object({ name: string }), lines: { type: 'array', items: object({ quantity: { type: 'integer' } }) } }));
    const after = track(object({ location: object({}), lines: { type: 'array', items: object({}) } }));
    expect(breakingChanges(before, after)).toEqual([
      'GET /api/reservations/track/:code: answer field "location.name" was removed',
      'GET /api/reservations/track/:code: answer field "lines[].quantity" was removed',
    ]);
  });

  it('does not report an added answer field, optional or not', () => {
    expect(breakingChanges(track(object({ code: string })), track(object({ code: string, note: string }, ['code'])))).toEqual([]);
    expect(breakingChanges(track(object({ code: string })), track(object({ code: string, note: string })))).toEqual([]);
  });

  it('reports an answer field made optional or nullable, or of another type', () => {
    const before = track(object({ a: string, b: string, c: string }));
    const after = track(object({ a: string, b: { type: ['string', 'null'] }, c: { type: 'number' } }, ['b', 'c']));
    expect(breakingChanges(before, after)).toEqual([
      'GET /api/reservations/track/:code: answer field "a" may now be missing (it was required)',
      'GET /api/reservations/track/:code: answer field "b" may now be null (the released remotes expect string)',
      'GET /api/reservations/track/:code: answer field "c" may now be number (the released remotes expect string)',
    ]);
  });

  it('reports an answer value the released remotes do not know, not one they no longer get', () => {
    const status = (values: string[]) => track(object({ status: { type: 'string', enum: values } }));
    expect(breakingChanges(status(['pending', 'paid']), status(['pending', 'paid', 'refunded']))).toEqual([
      'GET /api/reservations/track/:code: answer field "status" may now be "refunded", unknown to the released remotes',
    ]);
    expect(breakingChanges(status(['pending', 'paid']), status(['paid']))).toEqual([]);
  });

  it('reports a newly required request field, and not a new optional one', () => {
    const before = create(object({ name: string, email: string }, ['name']));
    expect(breakingChanges(before, create(object({ name: string, email: string, phone: string }, ['name', 'phone'])))).toEqual([
      'POST /api/reservations: request field "phone" is newly required',
    ]);
    expect(breakingChanges(before, create(object({ name: string, email: string }, ['name', 'email'])))).toEqual([
      'POST /api/reservations: request field "email" is newly required',
    ]);
    expect(breakingChanges(before, create(object({ name: string, email: string, phone: string }, ['name'])))).toEqual([]);
  });

  it('reports a request value or type no longer accepted', () => {
    const before = create(object({ size: { type: 'string', enum: ['S', 'M', 'L'] }, id: { type: ['string', 'number'] } }), object({ q: string }));
    const after = create(
      object({ size: { type: 'string', enum: ['M', 'L', 'XL'] }, id: { type: 'number' } }),
      object({ q: { type: 'string', maxLength: 20 } }),
    );
    expect(breakingChanges(before, after)).toEqual([
      'POST /api/reservations: query parameter "q": maxLength narrowed from none to 20',
      'POST /api/reservations: request field "size" no longer accepts "S"',
      'POST /api/reservations: request field "id" no longer accepts string (now number)',
    ]);
    // Widening is fine: more sizes, and a union of literals counts as one enum.
    const sizes = {
      anyOf: [
        { type: 'string', const: 'S' },
        { type: 'string', enum: ['M', 'L', 'XL'] },
      ],
    };
    expect(breakingChanges(before, create(object({ size: sizes, id: { type: ['string', 'number'] } })))).toEqual([]);
  });

  it('reports a field a strict request object no longer accepts, and a new required body', () => {
    const before: ContractShape = { 'POST /api/contact': { body: object({ message: string, topic: string }) }, 'POST /api/ping': {} };
    const after: ContractShape = {
      'POST /api/contact': { body: { ...object({ message: string }), additionalProperties: false } },
      'POST /api/ping': { body: object({ nonce: string }) },
    };
    expect(breakingChanges(before, after)).toEqual([
      'POST /api/contact: request field "topic" is no longer accepted',
      'POST /api/ping: request field "nonce" is newly required',
    ]);
  });

  it('reports a removed call, and not a new one', () => {
    const before: ContractShape = { 'GET /api/ping': { response: object({ ok: { type: 'boolean', const: true } }) } };
    expect(breakingChanges(before, { 'GET /api/health': {} })).toEqual(['GET /api/ping: the call was removed (or its method or path changed)']);
    expect(breakingChanges(before, { ...before, 'GET /api/health': {} })).toEqual([]);
  });

  it('names the alternative of a union an answer no longer fits', () => {
    const kind = (value: string, extra: Record<string, JsonSchema> = {}) => object({ kind: { type: 'string', const: value }, ...extra });
    const before = track({ anyOf: [kind('time', { time: string }), kind('closed')] });
    const after = track({ anyOf: [kind('time', { time: string }), kind('closed'), kind('full')] });
    expect(breakingChanges(before, after)).toEqual([
      'GET /api/reservations/track/:code: answer field "kind" may now be "full", unknown to the released remotes',
    ]);
  });
});

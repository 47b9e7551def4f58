import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import * as contracts from '../index.js';
import type { ContractShape, JsonSchema } from './breaking-changes.js';

/**
 * The /api contract as plain JSON: per call ("METHOD path"), the JSON Schema of each request part
 * and of the answer. released-contract.json holds this shape as the published remotes were built
 * against it, so a later change can be checked against it without the old source
 * (test/contract-compatibility.test.ts). Not exported from the package index: browsers never need it.
 */
export function contractShape(): ContractShape {
  const shape: ContractShape = {};
  const seen = new Map<string, unknown>();
  for (const value of Object.values(contracts)) {
    if (!isApiCall(value)) continue;
    const key = `${value.method} ${value.path}`;
    // Two different calls on one route would make the BFF serve only one of them.
    if (seen.has(key) && seen.get(key) !== value) throw new Error(`Two calls of the contract are ${key}`);
    seen.set(key, value);
    const call: ContractShape[string] = {};
    // A remote sends what a request schema accepts (its input side) and reads what the answer
    // schema's type says (its output side: the remotes use z.infer types, they do not re-parse).
    for (const part of REQUEST_PARTS) if (value[part]) call[part] = jsonSchema(value[part], 'input');
    if (value.response) call.response = jsonSchema(value.response, 'output');
    shape[key] = call;
  }
  // Sorted, so the snapshot's diff shows only what changed.
  return Object.fromEntries(Object.entries(shape).sort(([a], [b]) => a.localeCompare(b)));
}

const REQUEST_PARTS = ['params', 'query', 'body'] as const;
const METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);

type Schemas = Partial<Record<(typeof REQUEST_PARTS)[number] | 'response', z.ZodType>>;

/**
 * defineCall returns its argument unmarked, so a call is known by its form: a method, a path and
 * zod schemas. Only /api calls count: the remotes never see the services' /internal calls.
 */
function isApiCall(value: unknown): value is Schemas & { method: string; path: string } {
  if (!value || typeof value !== 'object') return false;
  const call = value as Record<string, unknown>;
  if (typeof call.method !== 'string' || !METHODS.has(call.method) || typeof call.path !== 'string') return false;
  if (!call.path.startsWith('/api/')) return false;
  return [...REQUEST_PARTS, 'response'].every((part) => call[part] === undefined || call[part] instanceof z.ZodType);
}

/**
 * A schema as JSON Schema. What JSON Schema cannot say (a transform's output, a date) becomes {}
 * ("anything"), which the comparison treats as unknown rather than as a change.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema; // the same dialect URL on every schema: noise in the snapshot
    return json;
  } catch {
    return {};
  }
}

/** Where the shape of the published remotes' contract is kept (written by `npm run contract:release`). */
export const RELEASED_CONTRACT_FILE = new URL('../../released-contract.json', import.meta.url);

/** The released shape; {} before the first release, so every call counts as new. */
export function readReleasedContract(): ContractShape {
  if (!existsSync(RELEASED_CONTRACT_FILE)) return {};
  return JSON.parse(readFileSync(RELEASED_CONTRACT_FILE, 'utf8')) as ContractShape;
}

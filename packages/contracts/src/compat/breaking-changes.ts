/**
 * Which changes between two contract shapes (see contract-shape.ts) a remote built against the
 * previous one cannot handle. Two questions, one walk:
 * - requests: does the current schema still accept everything the previous one accepted (what an
 *   old remote may send)?
 * - answers: does the previous schema accept everything the current one may produce (what an old
 *   remote's code was written to read)?
 * So the walk compares an "accepting" schema with a "given" one and lists what the given one allows
 * that the accepting one does not; only the wording differs by side. Pure: no zod, no files.
 */

/** A JSON Schema as z.toJSONSchema writes it; only the keywords compared here are named. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  [keyword: string]: unknown;
}
export type CallPart = 'params' | 'query' | 'body' | 'response';
export type CallShape = Partial<Record<CallPart, JsonSchema>>;
/** Per call, keyed "METHOD path". */
export type ContractShape = Record<string, CallShape>;

/** One thing the given schema allows that the accepting one does not, at a JSON path. */
type Problem =
  | { kind: 'missing'; removed: boolean } // required by the accepting side, maybe absent on the given side
  | { kind: 'extra' } // allowed by the given side, refused by the accepting side (a strict object)
  | { kind: 'type'; type: string; expected: string[] }
  | { kind: 'value'; value: unknown } // an enum or literal value the accepting side does not list
  | { kind: 'anyValue'; expected: unknown[] } // any value given, only these accepted
  | { kind: 'constraint'; keyword: string; previous: unknown; current: unknown };
interface Found {
  path: string;
  problem: Problem;
}

export function breakingChanges(previous: ContractShape, current: ContractShape): string[] {
  const messages: string[] = [];
  for (const [key, before] of Object.entries(previous)) {
    const now = current[key];
    if (!now) {
      messages.push(`${key}: the call was removed (or its method or path changed)`);
      continue;
    }
    for (const part of ['params', 'query', 'body'] as const) {
      // A part without a schema is not checked, so whatever old remotes send for it is fine.
      if (!now[part]) continue;
      const sent = before[part] ?? nothingSent(part, key);
      for (const found of compare(now[part], sent, walkOf(part, now[part], sent))) messages.push(`${key}: ${describe(part, found)}`);
    }
    if (!before.response) continue; // old remotes read nothing from this answer
    if (!now.response) {
      messages.push(`${key}: the answer's schema was removed`);
      continue;
    }
    for (const found of compare(before.response, now.response, walkOf('response', before.response, now.response)))
      messages.push(`${key}: ${describe('response', found)}`);
  }
  return messages;
}

/**
 * What an old remote sent for a part that had no schema: no query and no body (read as {}), and
 * the path's own parameters as text.
 */
function nothingSent(part: 'params' | 'query' | 'body', key: string): JsonSchema {
  if (part !== 'params') return { type: 'object', properties: {} };
  const names = [...key.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])), required: names };
}

/** The walk's context: which side it is on, the two documents ($ref targets) and the refs met (recursion). */
interface Walk {
  answer: boolean;
  acceptingRoot: JsonSchema;
  givenRoot: JsonSchema;
  seenRefs: Set<string>;
}
const walkOf = (part: CallPart, acceptingRoot: JsonSchema, givenRoot: JsonSchema): Walk => ({
  answer: part === 'response',
  acceptingRoot,
  givenRoot,
  seenRefs: new Set(),
});

function compare(accepting: JsonSchema, given: JsonSchema, walk: Walk, path = ''): Found[] {
  if (accepting.$ref && given.$ref) {
    // A recursive schema refers to itself: one pass through each pair of definitions is enough.
    const pair = `${accepting.$ref} ${given.$ref}`;
    if (walk.seenRefs.has(pair)) return [];
    walk.seenRefs.add(pair);
  }
  const acceptingBranches = branches(accepting, walk.acceptingRoot);
  if (acceptingBranches.some(isAnything)) return [];
  const found: Found[] = [];
  for (const branch of branches(given, walk.givenRoot)) {
    // {} on the given side is a schema JSON Schema could not express (a transform): not comparable.
    if (isAnything(branch)) continue;
    const type = typeOf(branch);
    const candidates = acceptingBranches.filter((candidate) => typeOf(candidate) === undefined || typeFits(typeOf(candidate)!, type));
    if (!candidates.length) {
      const expected = [...new Set(acceptingBranches.map((candidate) => typeOf(candidate) ?? 'any'))];
      found.push({ path, problem: { kind: 'type', type: type ?? 'any', expected } });
      continue;
    }
    found.push(...compareValues(candidates, branch, path));
    // Of several alternatives (a union of objects), the closest one names the problems.
    let best: Found[] | undefined;
    for (const candidate of candidates) {
      const problems = compareSameType(candidate, branch, walk, path);
      if (!best || problems.length < best.length) best = problems;
      if (!problems.length) break;
    }
    found.push(...best!);
  }
  return found;
}

/** Enum and literal values, checked across every alternative of the type (a union of literals). */
function compareValues(candidates: JsonSchema[], given: JsonSchema, path: string): Found[] {
  if (candidates.some((candidate) => !valuesOf(candidate))) return [];
  const accepted = candidates.flatMap((candidate) => valuesOf(candidate)!);
  const values = valuesOf(given);
  if (!values) return [{ path, problem: { kind: 'anyValue', expected: accepted } }];
  return values.filter((value) => !accepted.includes(value)).map((value) => ({ path, problem: { kind: 'value', value } }));
}

function compareSameType(accepting: JsonSchema, given: JsonSchema, walk: Walk, path: string): Found[] {
  const found: Found[] = walk.answer ? [] : narrowedConstraints(accepting, given, path);
  if (accepting.properties || given.properties) {
    const acceptingProperties = accepting.properties ?? {};
    const givenProperties = given.properties ?? {};
    const givenRequired = new Set(given.required ?? []);
    for (const name of accepting.required ?? [])
      if (!givenRequired.has(name)) found.push({ path: join(path, name), problem: { kind: 'missing', removed: !(name in givenProperties) } });
    for (const [name, schema] of Object.entries(givenProperties)) {
      const counterpart = acceptingProperties[name];
      if (counterpart) found.push(...compare(counterpart, schema, walk, join(path, name)));
      // An answer's extra field is ignored by old remotes; a request's is refused only by a strict object.
      else if (!walk.answer && accepting.additionalProperties === false) found.push({ path: join(path, name), problem: { kind: 'extra' } });
    }
  }
  // Records: the schema of every value.
  if (isSchema(accepting.additionalProperties) && isSchema(given.additionalProperties))
    found.push(...compare(accepting.additionalProperties, given.additionalProperties, walk, join(path, '*')));
  if (accepting.items && given.items) found.push(...compare(accepting.items, given.items, walk, `${path}[]`));
  return found;
}

/**
 * Limits of a request's values that became stricter. Not checked in answers: the remotes read an
 * answer through its type, which has no lengths or bounds.
 */
function narrowedConstraints(accepting: JsonSchema, given: JsonSchema, path: string): Found[] {
  const found: Found[] = [];
  const narrowed = (keyword: string, stricter: (now: number, before: number) => boolean) => {
    const now = accepting[keyword];
    const before = given[keyword];
    if (typeof now === 'number' && (typeof before !== 'number' || stricter(now, before)))
      found.push({ path, problem: { kind: 'constraint', keyword, previous: before, current: now } });
  };
  for (const keyword of ['minLength', 'minItems', 'minimum', 'exclusiveMinimum']) narrowed(keyword, (now, before) => now > before);
  for (const keyword of ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum']) narrowed(keyword, (now, before) => now < before);
  // Patterns and formats cannot be compared, only told apart.
  for (const keyword of ['pattern', 'format'])
    if (accepting[keyword] !== undefined && accepting[keyword] !== given[keyword])
      found.push({ path, problem: { kind: 'constraint', keyword, previous: given[keyword], current: accepting[keyword] } });
  return found;
}

/** A schema as its alternatives, each of one type: anyOf/oneOf flattened, type: [a, b] split. */
function branches(schema: JsonSchema, root: JsonSchema): JsonSchema[] {
  const resolved = deref(schema, root);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return alternatives.flatMap((alternative) => branches(alternative, root));
  if (!Array.isArray(resolved.type)) return [resolved];
  const values = valuesOf(resolved);
  return resolved.type.map((type) => {
    const branch: JsonSchema = { ...resolved, type };
    delete branch.const;
    if (values) branch.enum = values.filter((value) => typeFits(type, jsonType(value)));
    return branch;
  });
}

/** A local reference (#/$defs/…, what zod writes for a recursive schema) replaced by its target. */
function deref(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref?.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const segment of schema.$ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[segment];
  return isSchema(target) ? target : {};
}

const valuesOf = (schema: JsonSchema): unknown[] | undefined => schema.enum ?? ('const' in schema ? [schema.const] : undefined);

function typeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  const types = new Set(valuesOf(schema)?.map(jsonType));
  return types.size === 1 ? [...types][0] : undefined;
}

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
/** Every integer is a number; not the other way round. */
const typeFits = (accepting: string, given: string | undefined) => accepting === given || (accepting === 'number' && given === 'integer');
const isAnything = (schema: JsonSchema) => typeOf(schema) === undefined && !valuesOf(schema);
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
const show = (value: unknown) => JSON.stringify(value);

const LABELS: Record<CallPart, { field: string; whole: string }> = {
  params: { field: 'path parameter', whole: 'the path parameters' },
  query: { field: 'query parameter', whole: 'the query' },
  body: { field: 'request field', whole: 'the request body' },
  response: { field: 'answer field', whole: 'the answer' },
};

function describe(part: CallPart, { path, problem }: Found): string {
  const subject = path ? `${LABELS[part].field} "${path}"` : LABELS[part].whole;
  const answer = part === 'response';
  switch (problem.kind) {
    case 'missing':
      if (!answer) return `${subject} is newly required`;
      return problem.removed ? `${subject} was removed` : `${subject} may now be missing (it was required)`;
    case 'extra':
      return `${subject} is no longer accepted`;
    case 'type':
      if (answer) return `${subject} may now be ${problem.type} (the released remotes expect ${problem.expected.join(' or ')})`;
      return `${subject} no longer accepts ${problem.type} (now ${problem.expected.join(' or ')})`;
    case 'value':
      return answer ? `${subject} may now be ${show(problem.value)}, unknown to the released remotes` : `${subject} no longer accepts ${show(problem.value)}`;
    case 'anyValue':
      return `${subject} ${answer ? 'is no longer limited to' : 'now only accepts'} ${problem.expected.map(show).join(', ')}`;
    case 'constraint':
      return `${subject}: ${problem.keyword} narrowed from ${show(problem.previous) ?? 'none'} to ${show(problem.current)}`;
  }
}

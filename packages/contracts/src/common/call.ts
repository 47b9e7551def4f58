import type { z } from 'zod';

/**
 * A call of the /api contract: its method, its path template, and the schemas of what goes in
 * (path parameters, query, body) and comes out.
 */
export interface ApiCall<
  Body extends z.ZodTypeAny | undefined = undefined,
  Query extends z.ZodTypeAny | undefined = undefined,
  Response extends z.ZodTypeAny | undefined = undefined,
  Params extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** The path's parameters (e.g. `{ id }` of /api/reservations/:id), as text from the URL. */
  params?: Params;
  body?: Body;
  query?: Query;
  response?: Response;
}

export const defineCall = <
  B extends z.ZodTypeAny | undefined = undefined,
  Q extends z.ZodTypeAny | undefined = undefined,
  R extends z.ZodTypeAny | undefined = undefined,
  P extends z.ZodTypeAny | undefined = undefined,
>(
  call: ApiCall<B, Q, R, P>,
) => call;

/** Any call of the contract, whatever its schemas. */
export type AnyApiCall = ApiCall<any, any, any, any>;

// A part a call declares no schema for reads as undefined.
type Output<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
type Input<S> = [S] extends [z.ZodType] ? z.input<S> : undefined;

/**
 * The types of a call's parts, from its schemas (`ResponseOf<typeof listMyReservations>`): what
 * its schemas give after parsing, so what a browser receives and what a handler gets. Type-only,
 * so a browser file can name its call's answer with `import type` and load no zod.
 */
export type ResponseOf<C extends AnyApiCall> = C extends ApiCall<any, any, infer R, any> ? Output<R> : never;
export type QueryOf<C extends AnyApiCall> = C extends ApiCall<any, infer Q, any, any> ? Output<Q> : never;
export type BodyOf<C extends AnyApiCall> = C extends ApiCall<infer B, any, any, any> ? Output<B> : never;
export type ParamsOf<C extends AnyApiCall> = C extends ApiCall<any, any, any, infer P> ? Output<P> : never;
/** What a handler may answer: the response schema's input, before any transform or default of it. */
export type ResponseInputOf<C extends AnyApiCall> = C extends ApiCall<any, any, infer R, any> ? Input<R> : never;

export type CallPart = 'params' | 'query' | 'body';

/**
 * A request's parts read by a call's schemas, in the one order the BFF and the services share:
 * path parameters, query, then body (no body reads as {}, so the answer lists the fields' own
 * messages). The first part that fails is named, with its error.
 */
export function parseCallParts(
  schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType },
  request: { params?: unknown; query?: unknown; body?: unknown },
): { ok: true; params: unknown; query: unknown; body: unknown } | { ok: false; part: CallPart; error: z.ZodError } {
  const parsed: Record<CallPart, unknown> = { params: undefined, query: undefined, body: undefined };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    const result = schema.safeParse(part === 'body' ? (request.body ?? {}) : request[part]);
    if (!result.success) return { ok: false, part, error: result.error };
    parsed[part] = result.data;
  }
  return { ok: true, ...parsed };
}

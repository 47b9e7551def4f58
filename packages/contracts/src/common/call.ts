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
>(call: ApiCall<B, Q, R, P>) => call;


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

/**
 * The URL path of a call for these path parameters, each encoded (e.g. callPath(updateReservation,
 * { id: 7 }) -> '/api/reservations/7'). The one way a caller fills a contract's path template.
 */
export function callPath(call: Pick<ApiCall, 'path'>, params: Record<string, string | number>): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

import type { z } from 'zod';

/** A call of the /api contract: its method, its path template, and the schemas of what goes in and comes out. */
export interface ApiCall<
  Body extends z.ZodTypeAny | undefined = undefined,
  Query extends z.ZodTypeAny | undefined = undefined,
  Response extends z.ZodTypeAny | undefined = undefined,
> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: Body;
  query?: Query;
  response?: Response;
}

export const defineCall = <
  B extends z.ZodTypeAny | undefined = undefined,
  Q extends z.ZodTypeAny | undefined = undefined,
  R extends z.ZodTypeAny | undefined = undefined,
>(call: ApiCall<B, Q, R>) => call;

import { z } from 'zod';
import { defineCall, type ApiCall } from './call.js';

/**
 * Shapes many calls of the contract share, declared once so a family of calls cannot drift apart
 * (one list answering something else than a list, one action of a record answering a narrower
 * view than its siblings). What they make is a plain defineCall: the contract reads the same.
 * Not exported from the package index: the package's own way of writing its calls.
 */

/**
 * A GET whose path and query pick rows and whose answer is the JSON list of them (an admin list's
 * paging travels in headers, LIST_PAGE_HEADERS, so its answer stays a list too).
 */
export const listCall = <I extends z.ZodTypeAny, Q extends z.ZodTypeAny | undefined = undefined, P extends z.ZodTypeAny | undefined = undefined>(
  path: string,
  parts: { params?: P; query?: Q },
  item: I,
) => defineCall<undefined, Q, z.ZodArray<I>, P>({ method: 'GET', path, ...parts, response: z.array(item) });

/**
 * The calls of one subject that all name it the same way (its id, a link's token) and all answer
 * it as it is afterwards (a stored tire set, a booking): each is its method, its path and, where
 * something goes in, its body.
 */
export const callsOn =
  <P extends z.ZodTypeAny, R extends z.ZodTypeAny>({ params, response }: { params: P; response: R }) =>
  <B extends z.ZodTypeAny | undefined = undefined>(method: ApiCall['method'], path: string, body?: B) =>
    defineCall<B, undefined, R, P>(body ? { method, path, params, body, response } : { method, path, params, response });

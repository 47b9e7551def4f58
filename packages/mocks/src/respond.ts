import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { API_ERRORS, apiErrorSchema, errorBody, toValidationError, type ApiError, type ErrorCode } from '@tire/contracts';
import type { z } from 'zod';

/**
 * A JSON answer that must satisfy the contract's response schema: a mock that drifts from the
 * contract fails loudly (msw turns the thrown parse error into a 500) instead of lying to a test.
 */
export function contractJson<S extends z.ZodTypeAny>(schema: S | undefined, data: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(defined(schema).parse(data) as JsonBodyType, init);
}

/** A call's schema (the contract's calls declare them optional). */
function defined<S>(schema: S | undefined): S {
  if (!schema) throw new Error('This call of the contract declares no schema here');
  return schema;
}

/**
 * The API's error answer by its code, as a service throws it (HttpError.of): the status and words
 * of the contract's list, or the case's own words (a generic code's, a product's name).
 */
export function apiError(code: ErrorCode, message?: string) {
  return HttpResponse.json(apiErrorSchema.parse(errorBody(code, message)), { status: API_ERRORS[code].status });
}

/**
 * The row a path's `:id` names, for a call only an administrator may make: the refusal first
 * (`refusal` answers 401/403 for anyone else), then `notFound` when no row has that id.
 */
export function adminRowOf<T extends { id: number }>(refusal: () => Response | undefined, rows: readonly T[], id: unknown, notFound: ErrorCode): T | Response {
  return refusal() ?? rows.find((row) => row.id === Number(id)) ?? apiError(notFound);
}

/** A 400 of field problems ({code: 'validation', message, errors}), as toValidationError makes it. */
export function validationAnswer(body: ApiError) {
  return HttpResponse.json(apiErrorSchema.parse(body), { status: 400 });
}

/** One field at fault by its code, as a service answers it (HttpError.invalid). */
export function invalidField(path: string, code: ErrorCode) {
  const { message } = API_ERRORS[code];
  return validationAnswer({ code: 'validation', message, errors: [{ path, message, code }] });
}

/** Parses a request body with the contract's schema; a failure becomes the API's 400. */
export async function parseBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S | undefined,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: apiError('validation', 'Request body must be JSON') };
  }
  const result = defined(schema).safeParse(raw);
  if (!result.success) return { ok: false, response: validationAnswer(toValidationError(result.error)) };
  return { ok: true, data: result.data };
}

/**
 * What a call acts on, and its body. `guard` is what a check found (the signed-in user, the row a
 * path names; nothing for a check that only refuses) or that check's answer (401, 403, 404),
 * which answers first as the services do; then the body as parseBody reads it.
 */
export async function guardedBody<T, S extends z.ZodTypeAny>(
  guard: T,
  request: Request,
  schema: S | undefined,
): Promise<{ ok: true; subject: Exclude<T, Response>; data: z.output<S> } | { ok: false; response: Response }> {
  if (guard instanceof Response) return { ok: false, response: guard };
  const body = await parseBody(request, schema);
  return body.ok ? { ok: true, subject: guard as Exclude<T, Response>, data: body.data } : body;
}

export interface HandlerOptions {
  /** Simulated network time in ms (standalone mode shows loading states with it). */
  latencyMs?: number;
}

export const simulateLatency = async (options: HandlerOptions) => {
  if (options.latencyMs) await delay(options.latencyMs);
};

/** Matches the path on any origin, so the same handlers serve jsdom, Node and the browser. */
export const api = (path: string) => `*${path}`;

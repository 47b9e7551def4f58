import { toValidationError, type AnyApiCall } from '@tire/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from './http-error.js';

/** A field of an answer that its contract does not have. */
export const NOT_IN_CONTRACT = 'Not a field of the contract';

/**
 * Outside production, a check of a handler's answer against its call's response schema: an answer
 * that breaks the contract (a field missing or of another type, or one the contract does not
 * have, which would reach the browser as it is) is logged as an error and refused with 500
 * {message, errors} naming the call and each bad field, so the service's own tests fail where the
 * browser would have received it. Production answers unchecked (the hot path; the types already
 * hold the handlers to the contract). Undefined when there is nothing to check.
 */
export function answerCheck(call: AnyApiCall, env: NodeJS.ProcessEnv = process.env): ((answer: unknown, req: Request) => void) | undefined {
  const schema: z.ZodType | undefined = call.response;
  if (env.NODE_ENV === 'production' || !schema) return undefined;
  const name = `${call.method} ${call.path}`;
  return (answer, req) => {
    const result = schema.safeParse(answer);
    const errors = result.success
      ? fieldsBeyond(answer, result.data).map((path) => ({ path, message: NOT_IN_CONTRACT }))
      : toValidationError(result.error).errors;
    if (!errors?.length) return;
    const message = `The answer of ${name} breaks its contract`;
    req.log.error({ call: name, errors }, message);
    throw new HttpError('internal', { message, details: { errors } });
  };
}

/**
 * The paths of the fields an answer carries that its parsed form lost: the schema's objects drop
 * the fields they do not name (a loose object keeps them, as it allows them).
 */
function fieldsBeyond(answer: unknown, parsed: unknown, path: string[] = []): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) return answer.flatMap((item, index) => fieldsBeyond(item, parsed[index], [...path, String(index)]));
  if (!isRecord(answer) || !isRecord(parsed)) return [];
  return Object.entries(answer).flatMap(([key, value]) => {
    // A field without a value is not sent at all.
    if (value === undefined) return [];
    return key in parsed ? fieldsBeyond(value, parsed[key], [...path, key]) : [[...path, key].join('.')];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

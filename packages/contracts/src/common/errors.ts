import { z } from 'zod';
import { API_ERRORS, errorCodeOf, type ErrorCode } from './error-codes.js';
import { GENERIC_ERRORS } from './generic-errors.js';

/**
 * Every non-2xx JSON answer of the /api has this body. `code` names the failure for a program
 * (API_ERRORS: a page translates it by its code), `message` says it in the contract's English
 * words; `errors` lists field problems of a 400 (code 'validation'), each with its code where
 * the contract has one.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiFieldError = NonNullable<ApiError['errors']>[number];

/** The body of a failure by its code: the list's words, or the case's own (a generic code's, a product's name). */
export const errorBody = (code: ErrorCode, message: string = API_ERRORS[code].message): ApiError => ({ code, message });

/** A field problem of a 400 by its words, with the contract's code of those words when it has one. */
export function fieldError(path: string, message: string): ApiFieldError {
  const code = errorCodeOf(message);
  return code ? { path, message, code } : { path, message };
}

/** The API's 400 for field problems: code 'validation', the first problem's words lead, all are listed. */
export function validationError(errors: ApiFieldError[]): ApiError {
  return { code: 'validation', message: errors[0]?.message ?? GENERIC_ERRORS.validation.message, errors };
}

/** Turns a failed zod parse into the API's 400 body: the first message leads, all are listed. */
export function toValidationError(error: z.ZodError): ApiError {
  return validationError(error.issues.map((issue) => fieldError(issue.path.join('.'), issue.message)));
}

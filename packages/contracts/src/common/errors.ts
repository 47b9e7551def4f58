import { z } from 'zod';

/** Every non-2xx JSON answer of the /api has this body. `errors` lists field problems of a 400. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Turns a failed zod parse into the API's 400 body: the first message leads, all are listed. */
export function toValidationError(error: z.ZodError): ApiError {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { message: errors[0]?.message ?? 'Invalid request', errors };
}

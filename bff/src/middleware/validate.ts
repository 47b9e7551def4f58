import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { toValidationError } from '@tire/contracts';

interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Checks a call against its contract before any service is asked: path parameters, query and
 * body, in that order; the first part that fails answers 400 {message, errors} with the spec's
 * messages. The request itself is passed on unchanged: the owning service parses it again
 * with the same schema (it must not trust the network either).
 */
export function validateRequest(schemas: Schemas): RequestHandler {
  return (req, res, next) => {
    const parts = [
      [schemas.params, req.params],
      [schemas.query, req.query],
      // No JSON body reads as {}, so the answer lists the spec's field messages.
      [schemas.body, req.body ?? {}],
    ] as const;
    for (const [schema, value] of parts) {
      if (!schema) continue;
      const result = schema.safeParse(value);
      if (!result.success) {
        res.status(400).json({ ...toValidationError(result.error), requestId: req.id });
        return;
      }
    }
    next();
  };
}

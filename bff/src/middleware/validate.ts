import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { parseCallParts, toValidationError } from '@tire/contracts';

interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Checks a call against its contract before any service is asked: path parameters, query and
 * body, in that order (parseCallParts); the first part that fails answers 400 {code: 'validation', message, errors}
 * with the spec's messages. The request itself is passed on unchanged: the owning service parses
 * it again with the same schema (it must not trust the network either).
 */
export function validateRequest(schemas: Schemas): RequestHandler {
  return (req, res, next) => {
    const parsed = parseCallParts(schemas, req);
    if (!parsed.ok) {
      res.status(400).json({ ...toValidationError(parsed.error), requestId: req.id });
      return;
    }
    next();
  };
}

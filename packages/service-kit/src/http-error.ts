import type { ZodError } from 'zod';
import { toValidationError } from '@tire/contracts';

/** A failure a use case expects and the HTTP layer maps to a status with a JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  static badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
  static unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
  static forbidden = (message = 'Forbidden') => new HttpError(403, message);
  static notFound = (message = 'Not found') => new HttpError(404, message);
  static conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
  static unprocessable = (message: string) => new HttpError(422, message);
  static tooManyRequests = (message: string) => new HttpError(429, message);
  static fromZod = (error: ZodError) => {
    const body = toValidationError(error);
    return new HttpError(400, body.message, { errors: body.errors });
  };
}

import type { ZodError } from 'zod';
import { API_ERRORS, toValidationError, type ErrorCode } from '@tire/contracts';

interface HttpErrorOptions {
  /** Words of this case instead of the list's (a generic code's, a product's name). */
  message?: string;
  /** Fields the body carries besides code and message (a 400's `errors`, a refused total). */
  details?: Record<string, unknown>;
}

/**
 * A failure a use case expects, by its code in the contract's list (API_ERRORS): the HTTP layer
 * answers the code's status with `{code, message, ...details}`. A new failure is a line in that
 * list, thrown here by its code.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    options: HttpErrorOptions = {},
  ) {
    super(options.message ?? API_ERRORS[code].message);
    this.status = API_ERRORS[code].status;
    this.details = options.details;
  }

  /** The failure as the list says it, e.g. `HttpError.of('reservation.slotUnavailable')`. */
  static of = (code: ErrorCode, details?: Record<string, unknown>) => new HttpError(code, { details });

  /** A generic failure in words of its own (an operator's "No remote named x"), or a coded one naming its case. */
  static saying = (code: ErrorCode, message: string, details?: Record<string, unknown>) => new HttpError(code, { message, details });

  /** A 400 of one field at fault, by the code of what is wrong with it: `{code: 'validation', message, errors: [{path, message, code}]}`. */
  static invalid = (path: string, code: ErrorCode) => {
    const { message } = API_ERRORS[code];
    return new HttpError('validation', { message, details: { errors: [{ path, message, code }] } });
  };

  static fromZod = (error: ZodError) => {
    const body = toValidationError(error);
    return new HttpError('validation', { message: body.message, details: { errors: body.errors } });
  };
}

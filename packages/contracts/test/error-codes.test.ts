import { describe, expect, it } from 'vitest';
import {
  API_ERRORS,
  apiErrorSchema,
  createReservationBodySchema,
  ERROR_CODES,
  errorBody,
  errorCodeOf,
  GENERIC_ERRORS,
  genericErrorCode,
  isErrorCode,
  RESERVATION_MESSAGES,
  toValidationError,
} from '../src/index.js';

describe('the contract’s list of failures', () => {
  it('gives every code an error status and the contract’s words', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = API_ERRORS[code];
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
      expect([code, message.trim().length > 0]).toEqual([code, true]);
    }
  });

  it('names each code by the domain of its words (`<domain>.<key>`), the generic ones by themselves', () => {
    for (const code of ERROR_CODES) expect(code in GENERIC_ERRORS || /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(code), code).toBe(true);
  });

  it('gives no two codes the same words, so the words of a form’s message name its code', () => {
    const messages = ERROR_CODES.map((code) => API_ERRORS[code].message);
    expect(messages.filter((message, index) => messages.indexOf(message) !== index)).toEqual([]);
    for (const code of ERROR_CODES) expect(errorCodeOf(API_ERRORS[code].message)).toBe(code);
  });

  it('finds the code of contract words, and nothing for other words', () => {
    expect(errorCodeOf(RESERVATION_MESSAGES.slotUnavailable)).toBe('reservation.slotUnavailable');
    expect(errorCodeOf('Name must be at most 100 characters')).toBeUndefined();
    expect(errorCodeOf(undefined)).toBeUndefined();
    expect(isErrorCode('reservation.slotUnavailable')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('gives a status without a code of its own its generic code', () => {
    expect([400, 401, 403, 404, 409, 413, 414, 415, 429, 431, 500, 502, 503, 504].map(genericErrorCode)).toEqual([
      'validation',
      'unauthorized',
      'forbidden',
      'notFound',
      'conflict',
      'payloadTooLarge',
      'uriTooLong',
      'validation',
      'rateLimited',
      'headersTooLarge',
      'internal',
      'serviceUnavailable',
      'serviceUnavailable',
      'serviceTimeout',
    ]);
  });
});

describe('an error body', () => {
  it('carries the code beside the message, the list’s words unless the case has its own', () => {
    expect(errorBody('reservation.slotUnavailable')).toEqual({ code: 'reservation.slotUnavailable', message: RESERVATION_MESSAGES.slotUnavailable });
    expect(errorBody('notFound', 'No route for GET /api/x')).toEqual({ code: 'notFound', message: 'No route for GET /api/x' });
    expect(apiErrorSchema.safeParse({ message: 'no code' }).success).toBe(false);
  });

  it("of a 400 is 'validation', each field with its own code where the contract has one", () => {
    const parsed = createReservationBodySchema.safeParse({ serviceType: 'tire_change', notes: 'x'.repeat(5000) });
    const body = toValidationError(parsed.error!);
    expect(body.code).toBe('validation');
    expect(body.message).toBe(body.errors![0]!.message);
    expect(body.errors).toContainEqual({ path: 'scheduledTime', message: RESERVATION_MESSAGES.scheduledTime, code: 'reservation.scheduledTime' });
    // A rule that names its field has no code: a page reads it by its rule (inputMessageParts).
    expect(body.errors!.find((error) => error.path === 'notes')).toEqual({ path: 'notes', message: 'Notes must be at most 2000 characters' });
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });
});

import { describe, expect, it } from 'vitest';
import { API_ERRORS, ERROR_CODES, fieldError, validationError } from '@tire/contracts';
import { errorMessages, errorText, failureCode } from '../src/index.js';
import { fieldErrorText } from '../src/forms/index.js';

const t = (language: 'fi' | 'en') => (id: string) => (errorMessages[language] as Record<string, string>)[id] ?? id;
const failure = (status: number, data: unknown) => ({ status, message: `${status}: …`, data });

describe('the platform’s words for the contract’s failures', () => {
  it('say every code of the contract in Finnish and in English, and nothing else', () => {
    const ids = ERROR_CODES.map((code) => `error.${code}`).sort();
    for (const language of ['fi', 'en'] as const) {
      expect(Object.keys(errorMessages[language]).sort()).toEqual(ids);
      expect(Object.entries(errorMessages[language]).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });
});

describe('a failed call in the user’s language', () => {
  it('is said by its code, a validation answer by its first field’s code', () => {
    expect(errorText(failure(409, { code: 'reservation.slotUnavailable', message: 'whatever the words' }), t('fi'))).toBe(
      'Tämä aika ei ole enää vapaana. Valitse toinen aika.',
    );
    const invalid = failure(400, validationError([fieldError('tireSize', API_ERRORS['auth.tireSize'].message)]));
    expect(failureCode(invalid)).toBe('auth.tireSize');
    expect(errorText(invalid, t('en'))).toBe('Tire size is required');
  });

  it('leaves the page its own words for a generic, unknown or missing code, and for no answer', () => {
    expect(errorText(failure(500, { code: 'internal', message: 'Internal server error' }), t('fi'))).toBeUndefined();
    expect(errorText(failure(400, validationError([{ path: 'notes', message: 'Notes must be at most 2000 characters' }])), t('fi'))).toBeUndefined();
    expect(errorText(failure(409, { code: 'reservation.somethingNewer', message: 'New' }), t('fi'))).toBeUndefined();
    expect(errorText(failure(409, { message: 'Conflict' }), t('fi'))).toBeUndefined();
    expect(errorText(failure(502, 'Bad gateway'), t('fi'))).toBeUndefined();
    expect(errorText({ status: 0, message: '0: Failed to fetch', network: 'offline' }, t('fi'))).toBeUndefined();
    // rateLimited is generic, but its words tell a person what to do.
    expect(errorText(failure(429, { code: 'rateLimited', message: 'Too many requests. Please try again later.' }), t('fi'))).toBe(
      'Liian monta pyyntöä. Yritä hetken kuluttua uudelleen.',
    );
  });

  it('says a form field’s contract message by its code, and words it does not know as they came', () => {
    expect(fieldErrorText(API_ERRORS['reservation.serviceType'].message, t('fi'))).toBe('Valitse palvelu');
    expect(fieldErrorText('Something else', t('fi'))).toBe('Something else');
  });
});

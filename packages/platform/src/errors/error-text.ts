import { useCallback } from 'react';
import { UNSPECIFIC_ERROR_CODES, type ApiError } from '@tire/contracts';
import { errorMessages } from '../i18n/error-messages.js';
import { useTranslate } from '../i18n/use-translate.js';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * The code of a failed call (its JSON answer's `code`); for a 400 of field problems the first
 * field's code where the contract has one, since that says what to fix. Undefined when no coded
 * answer came (a proxy's page, no connection).
 */
export function failureCode(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data as Partial<ApiError> | null | undefined;
  if (!data || typeof data !== 'object' || typeof data.code !== 'string') return undefined;
  const field = data.code === 'validation' && Array.isArray(data.errors) ? data.errors[0]?.code : undefined;
  return typeof field === 'string' ? field : data.code;
}

/** The message id of a code this build knows (a newer server may answer one it does not). */
const knownId = (code: string | undefined) => {
  const id = `error.${code}`;
  return code && Object.hasOwn(errorMessages.fi, id) ? id : undefined;
};

/**
 * What went wrong with a call, in the user's language, by its code (`error.<code>`). Undefined
 * when the answer has no code this build knows, or only a generic one (internal,
 * serviceUnavailable, ...): the page's own words ("the booking could not be saved") say more.
 */
export function errorText(error: unknown, t: Translate): string | undefined {
  const code = failureCode(error);
  const id = code && !UNSPECIFIC_ERROR_CODES.has(code) ? knownId(code) : undefined;
  return id ? t(id) : undefined;
}

/** errorText with the page's messages (a remote's own words for a code come first). */
export function useErrorMessage() {
  const t = useTranslate();
  return useCallback((error: unknown) => errorText(error, t), [t]);
}

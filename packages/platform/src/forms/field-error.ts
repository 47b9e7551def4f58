import { useCallback } from 'react';
import { errorCodeOf } from '@tire/contracts';
import { useTranslate } from '../i18n/use-translate.js';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * A field's message from a contract schema (a zod issue has only the contract's English words) in
 * the user's language, by the code the contract's list gives those words (`error.<code>`); words
 * the list does not have are shown as they came. Here, not in the platform singleton: the list
 * comes with the schemas.
 */
export function fieldErrorText(message: string, t: Translate): string {
  const code = errorCodeOf(message);
  return code ? t(`error.${code}`) : message;
}

/** fieldErrorText with the page's messages; no message, no text. */
export function useFieldError() {
  const t = useTranslate();
  return useCallback((message: string | undefined) => (message === undefined ? undefined : fieldErrorText(message, t)), [t]);
}

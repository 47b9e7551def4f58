import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { contractMessageId } from '../i18n/index.js';

type Values = Record<string, string | number>;

/** `t(id, values)` over the shop catalogue. */
export function useTranslate() {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * Shows a message of the contract (a zod issue or the server's {message}) in the user's
 * language; a message the catalogue does not know is shown as it came.
 */
export function useContractMessage() {
  const t = useTranslate();
  return useCallback(
    (message: string | undefined) => {
      const id = contractMessageId(message);
      return id ? t(id) : message;
    },
    [t],
  );
}

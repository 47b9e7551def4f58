import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number>;

/** `t(id, values)` over the messages of the nearest MessagesIntl (the remote's own texts). */
export function useTranslate() {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

/**
 * Shows a message of the contract (a zod issue or the server's {message}) in the user's
 * language: `idOf` names the message of each contract message the remote knows; a
 * message it does not know is shown as it came.
 */
export function useContractMessage(idOf: (message: string | undefined) => string | undefined) {
  const t = useTranslate();
  return useCallback(
    (message: string | undefined) => {
      const id = idOf(message);
      return id ? t(id) : message;
    },
    [t, idOf],
  );
}

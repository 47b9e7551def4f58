import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number>;

/** `t(id, values)` over the messages of the nearest MessagesIntl (the remote's own texts). */
export function useTranslate() {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

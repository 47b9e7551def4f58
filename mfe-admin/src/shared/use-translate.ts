import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number>;

/** `t(id, values)` over the admin catalogue. */
export function useTranslate() {
  const intl = useIntl();
  return useCallback((id: string, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

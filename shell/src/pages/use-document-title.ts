import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the browser tab's title to "<page> | <brand>" (screen readers announce it on navigation). */
export function useDocumentTitle(titleId: string) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: titleId })} | ${intl.formatMessage({ id: 'brand.name' })}`;
  }, [intl, titleId]);
}

import { useEffect } from 'react';
import { translate } from '../i18n/platform-messages.js';

/**
 * "<page> | <brand>" in the browser tab, the same on the shell's pages and every remote's
 * (screen readers announce it on navigation). `title` is already in the visitor's language.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${translate('brand.name')}`;
  }, [title]);
}

import { useEffect } from 'react';
import { useTranslate } from './use-translate.js';

/** "<page> | <brand>" in the browser tab, as the shell's own pages do (announced on navigation). */
export function useDocumentTitle(title: string) {
  const t = useTranslate();
  useEffect(() => {
    document.title = `${title} | ${t('brand.name')}`;
  }, [title, t]);
}

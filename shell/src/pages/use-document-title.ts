import { useDocumentTitle as usePlatformDocumentTitle, useTranslate } from '@tire/platform';

/** The shell's pages name their title by message id; the tab reads "<page> | <brand>" as on every remote page. */
export function useDocumentTitle(titleId: string) {
  const t = useTranslate();
  usePlatformDocumentTitle(t(titleId));
}

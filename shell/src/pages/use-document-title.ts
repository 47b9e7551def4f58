import { useIntl } from 'react-intl';
import { useDocumentTitle as usePlatformDocumentTitle } from '@tire/platform';

/** The shell's pages name their title by message id; the tab reads "<page> | <brand>" as on every remote page. */
export function useDocumentTitle(titleId: string) {
  usePlatformDocumentTitle(useIntl().formatMessage({ id: titleId }));
}

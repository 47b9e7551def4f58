import { Link } from 'react-router';
import { EmptyState, buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { CompassIcon } from '../layout/icons.js';
import { useDocumentTitle } from './use-document-title.js';
import { useTranslate } from '@tire/platform';

/** Any path outside the page routes: says so in the customer's words, and leads home or to the booking. */
export function NotFoundPage() {
  const t = useTranslate();
  useDocumentTitle('notFound.title');
  return (
    <div className="container page">
      <EmptyState
        headingLevel={1}
        icon={<CompassIcon />}
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={
          <>
            <Link to="/" className={buttonClassName('primary')}>
              {t('notFound.home')}
            </Link>
            <Link to={PAGE_PATHS.tireChange} className={buttonClassName('outline')}>
              {t('notFound.book')}
            </Link>
          </>
        }
      />
    </div>
  );
}

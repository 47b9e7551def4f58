import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState, buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { CompassIcon } from '../layout/icons.js';
import { useDocumentTitle } from './use-document-title.js';

/** Any path outside the page routes: says so in the customer's words, and leads home or to the booking. */
export function NotFoundPage() {
  useDocumentTitle('notFound.title');
  return (
    <div className="container page">
      <EmptyState
        headingLevel={1}
        icon={<CompassIcon />}
        title={<FormattedMessage id="notFound.title" />}
        description={<FormattedMessage id="notFound.text" />}
        action={
          <>
            <Link to="/" className={buttonClassName('primary')}>
              <FormattedMessage id="notFound.home" />
            </Link>
            <Link to={PAGE_PATHS.tireChange} className={buttonClassName('outline')}>
              <FormattedMessage id="notFound.book" />
            </Link>
          </>
        }
      />
    </div>
  );
}

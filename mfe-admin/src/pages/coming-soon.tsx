import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CatalogueIntl } from '@tire/platform';
import { Alert, Badge, buttonClassName } from '@tire/ui';
import { messages } from '../i18n/index.js';

function Notice({ page }: { page: string }) {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: `page.${page}.title` });
  }, [intl, page]);
  return (
    <div className="container page">
      <header className="page__header">
        <Badge tone="warning">
          <FormattedMessage id="comingSoon.badge" />
        </Badge>
        <h1>
          <FormattedMessage id={`page.${page}.title`} />
        </h1>
        <p className="page__lead">
          <FormattedMessage id={`page.${page}.purpose`} />
        </p>
      </header>
      <Alert tone="info">
        <FormattedMessage id="comingSoon.notice" />
      </Alert>
      <p style={{ marginTop: '1.5rem' }}>
        <Link to="/" className={buttonClassName('outline')}>
          <FormattedMessage id="comingSoon.home" />
        </Link>
      </p>
    </div>
  );
}

/**
 * A page of the admin remote that is not built yet: it says so plainly (in the visitor's
 * language) instead of pretending to work.
 */
export function ComingSoon({ page }: { page: string }) {
  return (
    <CatalogueIntl messages={messages}>
      <Notice page={page} />
    </CatalogueIntl>
  );
}

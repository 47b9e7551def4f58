import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AreaFailed, ErrorBoundary, lazyWithRetry } from '@tire/platform';
import { Card, Spinner } from '@tire/ui';
import { CONTACT } from '../layout/footer.js';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { useDocumentTitle } from './use-document-title.js';

// The form brings zod and react-hook-form: loaded with this page, not with every page of the site;
// if its chunk cannot be fetched, the card says so and offers to fetch it again. Exported so
// that a prerendered contact page can fetch it before hydrating (preloadShellPage).
export const ContactForm = lazyWithRetry(() => import('../contact/contact-form.js'));

/** Contact details, each location's opening hours (from the service locations) and the message form. */
export function ContactPage() {
  const intl = useIntl();
  useDocumentTitle('contact.title');
  return (
    <div className="container page stack">
      <header className="page__header">
        <h1>
          <FormattedMessage id="contact.title" />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="contact.lead" />
        </p>
      </header>
      <div className="contact-layout">
        <div className="stack">
          <Card title={<FormattedMessage id="contact.info.title" />}>
            <p>
              <FormattedMessage id="footer.phone" />: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
              <br />
              <FormattedMessage id="footer.email" />: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </p>
            <p className="muted">
              <FormattedMessage id="contact.info.reply" />
            </p>
          </Card>
          <Card title={<FormattedMessage id="contact.hours.title" />}>
            <OpeningHours perLocation />
          </Card>
        </div>
        <Card>
          <ErrorBoundary area="contact form" fallback={(retry) => <AreaFailed onRetry={retry} />}>
            <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'contact.form.loading' })} />}>
              <ContactForm />
            </Suspense>
          </ErrorBoundary>
        </Card>
      </div>
    </div>
  );
}

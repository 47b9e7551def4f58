import { Suspense } from 'react';
import { AreaFailed, ErrorBoundary, lazyWithRetry, PageFrame, useTranslate } from '@tire/platform';
import { Card, Spinner } from '@tire/ui';
import { ContactLines } from '../layout/contact-details.js';
import { OpeningHours } from '../opening-hours/opening-hours.js';

// The form brings zod and react-hook-form: loaded with this page, not with every page of the site;
// if its chunk cannot be fetched, the card says so and offers to fetch it again. Exported so
// that a prerendered contact page can fetch it before hydrating (preloadShellPage).
export const ContactForm = lazyWithRetry(() => import('../contact/contact-form.js'));

/** Contact details, each location's opening hours (from the service locations) and the message form. */
export function ContactPage() {
  const t = useTranslate();
  return (
    <PageFrame title={t('contact.title')} lead={t('contact.lead')} className="stack">
      <div className="contact-layout">
        <div className="stack">
          <Card title={t('contact.info.title')}>
            <ContactLines />
            <p className="muted">{t('contact.info.reply')}</p>
          </Card>
          <Card title={t('contact.hours.title')}>
            <OpeningHours perLocation />
          </Card>
        </div>
        <Card>
          <ErrorBoundary area="contact form" fallback={(retry) => <AreaFailed onRetry={retry} />}>
            <Suspense fallback={<Spinner label={t('contact.form.loading')} />}>
              <ContactForm />
            </Suspense>
          </ErrorBoundary>
        </Card>
      </div>
    </PageFrame>
  );
}

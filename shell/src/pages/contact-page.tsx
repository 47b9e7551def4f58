import { FormattedMessage } from 'react-intl';
import { Alert, Card } from '@tire/ui';
import { CONTACT } from '../layout/footer.js';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { useDocumentTitle } from './use-document-title.js';

export function ContactPage() {
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
      <div className="grid">
        <Card title={<FormattedMessage id="footer.contact" />}>
          <p>
            <FormattedMessage id="footer.phone" />: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            <br />
            <FormattedMessage id="footer.email" />: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
        </Card>
        <Card title={<FormattedMessage id="footer.hours" />}>
          <OpeningHours />
        </Card>
      </div>
      <Alert tone="info">
        <FormattedMessage id="contact.formSoon" />
      </Alert>
    </div>
  );
}

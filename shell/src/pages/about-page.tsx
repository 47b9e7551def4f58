import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Card, buttonClassName } from '@tire/ui';
import { CONTACT } from '../layout/footer.js';
import { useDocumentTitle } from './use-document-title.js';

const VALUES = ['quality', 'speed', 'honesty', 'safety'] as const;
const SERVICES = ['change', 'install', 'repair'] as const;
const LOCATIONS = ['Helsinki', 'Vantaa', 'Espoo'] as const;

export function AboutPage() {
  useDocumentTitle('about.title');
  return (
    <div className="container page stack">
      <header className="page__header">
        <h1>
          <FormattedMessage id="about.title" />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="about.story" />
        </p>
      </header>
      <div className="grid">
        <Card title={<FormattedMessage id="about.values.title" />}>
          <ul>
            {VALUES.map((value) => (
              <li key={value}>
                <FormattedMessage id={`about.value.${value}`} />
              </li>
            ))}
          </ul>
        </Card>
        <Card title={<FormattedMessage id="about.services.title" />}>
          <ul>
            {SERVICES.map((service) => (
              <li key={service}>
                <FormattedMessage id={`about.service.${service}`} />
              </li>
            ))}
          </ul>
        </Card>
        <Card title={<FormattedMessage id="about.locations.title" />}>
          <ul>
            {LOCATIONS.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
          <p>
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            <br />
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
        </Card>
      </div>
      <p>
        <Link to="/tire-change" className={buttonClassName('secondary', 'lg')}>
          <FormattedMessage id="about.book" />
        </Link>
      </p>
    </div>
  );
}

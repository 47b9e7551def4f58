import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Card, buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { CONTACT } from '../layout/footer.js';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { useDocumentTitle } from './use-document-title.js';

const VALUES = ['quality', 'speed', 'honesty', 'safety'] as const;
const SERVICES = ['change', 'install', 'repair'] as const;

/** Our story, four values, three services, the locations (with their hours from the service locations) and how to reach us. */
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
        <p>
          <FormattedMessage id="about.story2" />
        </p>
      </header>
      <div className="grid">
        <Card title={<FormattedMessage id="about.values.title" />}>
          <dl className="about-list">
            {VALUES.map((value) => (
              <div key={value}>
                <dt>
                  <FormattedMessage id={`about.value.${value}.title`} />
                </dt>
                <dd>
                  <FormattedMessage id={`about.value.${value}`} />
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={<FormattedMessage id="about.services.title" />}>
          <dl className="about-list">
            {SERVICES.map((service) => (
              <div key={service}>
                <dt>
                  <FormattedMessage id={`about.service.${service}`} />
                </dt>
                <dd>
                  <FormattedMessage id={`about.service.${service}.text`} />
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={<FormattedMessage id="about.locations.title" />}>
          <p>
            <FormattedMessage id="about.locations.text" />
          </p>
          <OpeningHours perLocation />
        </Card>
        <Card title={<FormattedMessage id="about.contact.title" />}>
          <p>
            <FormattedMessage id="footer.phone" />: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            <br />
            <FormattedMessage id="footer.email" />: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
        </Card>
      </div>
      <p>
        <Link to={PAGE_PATHS.tireChange} className={buttonClassName('secondary', 'lg')}>
          <FormattedMessage id="about.book" />
        </Link>
      </p>
    </div>
  );
}

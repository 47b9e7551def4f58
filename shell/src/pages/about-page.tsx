import { Link } from 'react-router';
import { Card, buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { ContactLines } from '../layout/contact-details.js';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { PageFrame, useTranslate } from '@tire/platform';

const VALUES = ['quality', 'speed', 'honesty', 'safety'] as const;
const SERVICES = ['change', 'install', 'repair'] as const;

/** Our story, four values, three services, the locations (with their hours from the service locations) and how to reach us. */
export function AboutPage() {
  const t = useTranslate();
  return (
    <PageFrame title={t('about.title')} lead={t('about.story')} headerExtra={<p>{t('about.story2')}</p>} className="stack">
      <div className="grid">
        <Card title={t('about.values.title')}>
          <dl className="about-list">
            {VALUES.map((value) => (
              <div key={value}>
                <dt>{t(`about.value.${value}.title`)}</dt>
                <dd>{t(`about.value.${value}`)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('about.services.title')}>
          <dl className="about-list">
            {SERVICES.map((service) => (
              <div key={service}>
                <dt>{t(`about.service.${service}`)}</dt>
                <dd>{t(`about.service.${service}.text`)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('about.locations.title')}>
          <p>{t('about.locations.text')}</p>
          <OpeningHours perLocation />
        </Card>
        <Card title={t('about.contact.title')}>
          <ContactLines />
        </Card>
      </div>
      <p>
        <Link to={PAGE_PATHS.tireChange} className={buttonClassName('secondary', 'lg')}>
          {t('about.book')}
        </Link>
      </p>
    </PageFrame>
  );
}

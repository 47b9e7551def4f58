import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useClock, useGetServiceLocationsQuery } from '@tire/platform';
import { Badge, buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { GearIcon, RepairIcon, SnowIcon, TireIcon, VanIcon, WrenchIcon } from '../layout/icons.js';
import { isSomeLocationOpen, msToNextMinute } from '../opening-hours/open-now.js';
import { useDocumentTitle } from './use-document-title.js';

const SERVICES = [
  { id: 'change', Icon: WrenchIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'repair', Icon: RepairIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'install', Icon: GearIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'mobile', Icon: VanIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'shop', Icon: TireIcon, to: PAGE_PATHS.tireShop, action: 'landing.service.browse' },
  { id: 'chains', Icon: SnowIcon, to: PAGE_PATHS.tireShop, action: 'landing.service.browse' },
] as const;

/**
 * "Online now" only while some location is open (Helsinki time, by the locations' opening
 * hours); otherwise, and until the hours are known (the server's HTML, the first render), what
 * is always true: booking online works around the clock. Looked at again every minute.
 */
function OnlineBadge() {
  const clock = useClock();
  const { data: locations } = useGetServiceLocationsQuery();
  const [minute, setMinute] = useState(0);
  useEffect(() => clock.after(msToNextMinute(clock.now()), () => setMinute((value) => value + 1)), [clock, minute]);
  if (locations && isSomeLocationOpen(locations, clock.now())) {
    return (
      <Badge tone="success" className="hero__online">
        <span className="dot" aria-hidden="true" />
        <FormattedMessage id="landing.onlineNow" />
      </Badge>
    );
  }
  return (
    <Badge className="hero__online">
      <FormattedMessage id="landing.bookOnline" />
    </Badge>
  );
}

/** The signed-out home: hero, services, sign-up and a closing call to action. */
export function LandingPage() {
  const intl = useIntl();
  useDocumentTitle('nav.home');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__text">
            <OnlineBadge />
            <h1 id="hero-title" className="hero__title">
              <FormattedMessage id="landing.title" />
            </h1>
            <p className="hero__tagline">
              <FormattedMessage id="landing.tagline" />
            </p>
            <div className="hero__actions">
              <Link to={PAGE_PATHS.tireChange} className={buttonClassName('secondary', 'lg')}>
                <FormattedMessage id="landing.book" />
              </Link>
              <Link to={PAGE_PATHS.tireShop} className={buttonClassName('outline', 'lg')}>
                <FormattedMessage id="landing.shop" />
              </Link>
              <Link to={PAGE_PATHS.trackOrder} className="hero__track">
                <FormattedMessage id="landing.track" /> →
              </Link>
            </div>
            <ul className="hero__features">
              <li>✓ {t('landing.feature.tools')}</li>
              <li>✓ {t('landing.feature.quality')}</li>
              <li>✓ {t('landing.feature.fast')}</li>
            </ul>
          </div>
          <aside className="hero__stats" aria-label={t('landing.trusted')}>
            <div className="stat">
              <p className="stat__value" aria-label={t('landing.ratingLabel')}>
                ★ {t('landing.rating')}
              </p>
              <p className="stat__label">{t('landing.happyCustomers')}</p>
            </div>
            <div className="stat">
              <p className="stat__value">{t('landing.avgTime')}</p>
              <p className="stat__label">{t('landing.avgTimeLabel')}</p>
            </div>
            <p className="hero__trusted">{t('landing.trusted')}</p>
          </aside>
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">
            <FormattedMessage id="landing.services.title" />
          </h2>
          <p className="page__lead">
            <FormattedMessage id="landing.services.lead" />
          </p>
          <ul className="grid service-grid">
            {SERVICES.map((service) => (
              <li key={service.id} className="card service-card">
                <span className="service-card__icon">
                  <service.Icon />
                </span>
                <h3 className="card__title">{t(`landing.service.${service.id}.title`)}</h3>
                <p className="card__description">{t(`landing.service.${service.id}.text`)}</p>
                <Link to={service.to} className={buttonClassName('outline', 'sm', 'service-card__action')}>
                  {t(service.action)}
                  <span className="visually-hidden">: {t(`landing.service.${service.id}.title`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="signup-title">
        <div className="container signup">
          <div>
            <h2 id="signup-title">
              <FormattedMessage id="landing.signup.title" />
            </h2>
            <p className="muted">
              <FormattedMessage id="landing.signup.text" />
            </p>
          </div>
          <div className="signup__actions">
            <Link to={PAGE_PATHS.login} className={buttonClassName('outline', 'lg')}>
              <span aria-hidden="true" className="google-mark">
                G
              </span>
              <FormattedMessage id="landing.signup.google" />
            </Link>
            <Link to={PAGE_PATHS.login} className={buttonClassName('primary', 'lg')}>
              <span aria-hidden="true">✉</span>
              <FormattedMessage id="landing.signup.email" />
            </Link>
          </div>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <h2 id="cta-title">
            <FormattedMessage id="landing.cta.title" />
          </h2>
          <p>
            <FormattedMessage id="landing.cta.text" values={{ rating: t('landing.rating'), time: t('landing.avgTime') }} />
          </p>
          <div className="hero__actions">
            <Link to={PAGE_PATHS.tireChange} className={buttonClassName('secondary', 'lg')}>
              <FormattedMessage id="landing.book" />
            </Link>
            <Link to={PAGE_PATHS.tireShop} className={buttonClassName('outline', 'lg', 'btn--on-dark')}>
              <FormattedMessage id="landing.shop" />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

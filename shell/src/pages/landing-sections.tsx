import { Link } from 'react-router';
import { useTranslate } from '@tire/platform';
import { buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { GearIcon, RepairIcon, SnowIcon, TireIcon, VanIcon, WrenchIcon } from '../layout/icons.js';
import { BookAndShopLinks } from './landing-hero.js';

const SERVICES = [
  { id: 'change', Icon: WrenchIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'repair', Icon: RepairIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'install', Icon: GearIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'mobile', Icon: VanIcon, to: PAGE_PATHS.tireChange, action: 'landing.service.book' },
  { id: 'shop', Icon: TireIcon, to: PAGE_PATHS.tireShop, action: 'landing.service.browse' },
  { id: 'chains', Icon: SnowIcon, to: PAGE_PATHS.tireShop, action: 'landing.service.browse' },
] as const;

/** What the shop does, each with the way to it (book a time, browse the shop). */
export function LandingServices() {
  const t = useTranslate();
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title">{t('landing.services.title')}</h2>
        <p className="page__lead">{t('landing.services.lead')}</p>
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
  );
}

/** The invitation to sign up (Google or e-mail, both through the login page). */
export function LandingSignup() {
  const t = useTranslate();
  return (
    <section className="section section--muted" aria-labelledby="signup-title">
      <div className="container signup">
        <div>
          <h2 id="signup-title">{t('landing.signup.title')}</h2>
          <p className="muted">{t('landing.signup.text')}</p>
        </div>
        <div className="signup__actions">
          <Link to={PAGE_PATHS.login} className={buttonClassName('outline', 'lg')}>
            <span aria-hidden="true" className="google-mark">
              G
            </span>
            {t('landing.signup.google')}
          </Link>
          <Link to={PAGE_PATHS.login} className={buttonClassName('primary', 'lg')}>
            <span aria-hidden="true">✉</span>
            {t('landing.signup.email')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The closing call to action: book or shop. */
export function LandingCallToAction() {
  const t = useTranslate();
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title">{t('landing.cta.title')}</h2>
        <p>{t('landing.cta.text', { rating: t('landing.rating'), time: t('landing.avgTime') })}</p>
        <BookAndShopLinks onDark />
      </div>
    </section>
  );
}

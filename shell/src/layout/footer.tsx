import { Link } from 'react-router';
import { PAGE_PATHS } from '@tire/contracts';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { useCurrentYear } from './use-current-year.js';
import { useTranslate } from '@tire/platform';

/** Contact details of the business (placeholders until the business gives its own). */
export const CONTACT = { phone: '+358 40 123 4567', email: 'info@rengaspalvelu.example' } as const;

function Placeholder({ id }: { id: string }) {
  const t = useTranslate();
  // Pages that do not exist yet: shown as text, not as links that lead nowhere.
  return (
    <li className="site-footer__placeholder">
      {t(id)} <span className="muted">{t('footer.comingSoon')}</span>
    </li>
  );
}

export function Footer() {
  const t = useTranslate();
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{t('brand.name')}</p>
          <p className="site-footer__tagline">{t('brand.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t('footer.services')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={PAGE_PATHS.tireChange}>{t('nav.tireChange')}</Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.tireShop}>{t('nav.tireShop')}</Link>
            </li>
            <Placeholder id="footer.chains" />
            <Placeholder id="footer.storage" />
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t('footer.company')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={PAGE_PATHS.about}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.privacyPolicy}>{t('footer.privacy')}</Link>
            </li>
            <Placeholder id="footer.careers" />
            <Placeholder id="footer.terms" />
          </ul>
        </nav>
        <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact" tabIndex={-1}>
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          <p>
            {t('footer.phone')}: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            <br />
            {t('footer.email')}: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <h3 className="site-footer__subheading">{t('footer.hours')}</h3>
          <OpeningHours />
        </section>
      </div>
      <div className="container site-footer__bottom">{t('footer.rights', { year, brand: t('brand.name') })}</div>
    </footer>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_PATHS } from '@tire/contracts';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { useCurrentYear } from './use-current-year.js';

/** Contact details of the business (placeholders until the business gives its own). */
export const CONTACT = { phone: '+358 40 123 4567', email: 'info@rengaspalvelu.example' } as const;

function Placeholder({ id }: { id: string }) {
  // Pages that do not exist yet: shown as text, not as links that lead nowhere.
  return (
    <li className="site-footer__placeholder">
      <FormattedMessage id={id} /> <span className="muted">{<FormattedMessage id="footer.comingSoon" />}</span>
    </li>
  );
}

export function Footer() {
  const intl = useIntl();
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">
            <FormattedMessage id="brand.name" />
          </p>
          <p className="site-footer__tagline">
            <FormattedMessage id="brand.tagline" />
          </p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            <FormattedMessage id="footer.services" />
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={PAGE_PATHS.tireChange}>
                <FormattedMessage id="nav.tireChange" />
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.tireShop}>
                <FormattedMessage id="nav.tireShop" />
              </Link>
            </li>
            <Placeholder id="footer.chains" />
            <Placeholder id="footer.storage" />
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            <FormattedMessage id="footer.company" />
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={PAGE_PATHS.about}>
                <FormattedMessage id="footer.about" />
              </Link>
            </li>
            <li>
              <Link to={PAGE_PATHS.privacyPolicy}>
                <FormattedMessage id="footer.privacy" />
              </Link>
            </li>
            <Placeholder id="footer.careers" />
            <Placeholder id="footer.terms" />
          </ul>
        </nav>
        <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact" tabIndex={-1}>
          <h2 id="footer-contact" className="site-footer__heading">
            <FormattedMessage id="footer.contact" />
          </h2>
          <p>
            <FormattedMessage id="footer.phone" />: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            <br />
            <FormattedMessage id="footer.email" />: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <h3 className="site-footer__subheading">
            <FormattedMessage id="footer.hours" />
          </h3>
          <OpeningHours />
        </section>
      </div>
      <div className="container site-footer__bottom">
        <FormattedMessage id="footer.rights" values={{ year, brand: intl.formatMessage({ id: 'brand.name' }) }} />
      </div>
    </footer>
  );
}

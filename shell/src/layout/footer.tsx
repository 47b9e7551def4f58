import { Link } from 'react-router';
import { PAGE_PATHS } from '@tire/contracts';
import { OpeningHours } from '../opening-hours/opening-hours.js';
import { ContactLines } from './contact-details.js';
import { useCurrentYear } from './use-current-year.js';
import { useTranslate } from '@tire/platform';

interface FooterColumn {
  /** The heading's id (the nav's accessible name) and its text's key. */
  id: string;
  heading: string;
  /** Each link's text key and path. */
  links: ReadonlyArray<[label: string, to: string]>;
  /** Pages that do not exist yet. */
  placeholders: readonly string[];
}

const COLUMNS: readonly FooterColumn[] = [
  {
    id: 'footer-services',
    heading: 'footer.services',
    links: [
      ['nav.tireChange', PAGE_PATHS.tireChange],
      ['nav.tireShop', PAGE_PATHS.tireShop],
      // Booked as a guest: every booking and order of an address, by an e-mailed link.
      ['footer.myBookings', PAGE_PATHS.myBookings],
      // The tire hotel is booked as an extra of a tire change (its own line, per season).
      ['footer.storage', PAGE_PATHS.tireChange],
    ],
    placeholders: ['footer.chains'],
  },
  {
    id: 'footer-company',
    heading: 'footer.company',
    links: [
      ['footer.about', PAGE_PATHS.about],
      ['footer.privacy', PAGE_PATHS.privacyPolicy],
    ],
    placeholders: ['footer.careers', 'footer.terms'],
  },
];

function Placeholder({ id }: { id: string }) {
  const t = useTranslate();
  // Pages that do not exist yet: shown as text, not as links that lead nowhere.
  return (
    <li className="site-footer__placeholder">
      {t(id)} <span className="muted">{t('footer.comingSoon')}</span>
    </li>
  );
}

function FooterNav({ column }: { column: FooterColumn }) {
  const t = useTranslate();
  return (
    <nav aria-labelledby={column.id}>
      <h2 id={column.id} className="site-footer__heading">
        {t(column.heading)}
      </h2>
      <ul className="site-footer__list">
        {column.links.map(([label, to]) => (
          <li key={label}>
            <Link to={to}>{t(label)}</Link>
          </li>
        ))}
        {column.placeholders.map((id) => (
          <Placeholder key={id} id={id} />
        ))}
      </ul>
    </nav>
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
        {COLUMNS.map((column) => (
          <FooterNav key={column.id} column={column} />
        ))}
        <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact" tabIndex={-1}>
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          <ContactLines />
          <h3 className="site-footer__subheading">{t('footer.hours')}</h3>
          <OpeningHours />
        </section>
      </div>
      <div className="container site-footer__bottom">{t('footer.rights', { year, brand: t('brand.name') })}</div>
    </footer>
  );
}

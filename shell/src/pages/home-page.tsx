import { Link } from 'react-router';
import { PageFrame, useCurrentUser, useTranslate } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';
import { LatestOrder, NextAppointment } from '../home/home-status.js';
import { PackageIcon, UserIcon, WrenchIcon } from '../layout/icons.js';

const CARDS = [
  { to: PAGE_PATHS.tireChange, id: 'book', Icon: WrenchIcon },
  { to: PAGE_PATHS.trackOrder, id: 'track', Icon: PackageIcon },
  { to: PAGE_PATHS.dashboard, id: 'dashboard', Icon: UserIcon },
] as const;

/** The signed-in home: three ways on, then the customer's next appointment and latest order. */
export function HomePage() {
  const t = useTranslate();
  const { user } = useCurrentUser();
  const name = user?.firstName || user?.claims?.first_name || 'none';
  return (
    <PageFrame title={t('nav.home')} heading={t('home.title', { name })} lead={t('home.lead')}>
      <ul className="grid home-cards">
        {CARDS.map((card) => (
          <li key={card.id}>
            <Link to={card.to} className="card card--link home-card">
              <span className="service-card__icon">
                <card.Icon />
              </span>
              <h2 className="card__title">{t(`home.card.${card.id}.title`)}</h2>
              <p className="card__description">{t(`home.card.${card.id}.text`)}</p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid home-status">
        <NextAppointment />
        <LatestOrder />
      </div>
    </PageFrame>
  );
}

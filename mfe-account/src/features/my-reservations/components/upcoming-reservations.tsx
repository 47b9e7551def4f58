import { Link } from 'react-router-dom';
import { useTranslate } from '../../../shared/use-translate.js';
import { ReservationCard } from './reservation-card.js';
import { upcomingReservations } from '../upcoming.js';
import { DashboardSection } from '../../../shared/dashboard-section.js';
import { useClock, useGetMyReservationsQuery } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';

/** The next five reservations; modify ("Muuta", the same word as on /my-reservations) and cancel open the same dialogs there. */
export function UpcomingReservations() {
  const t = useTranslate();
  const query = useGetMyReservationsQuery();
  const upcoming = upcomingReservations(query.data ?? [], useClock().now());
  return (
    <DashboardSection
      id="dashboard-upcoming"
      title={t('dashboard.upcoming.title')}
      loading={query.isLoading}
      empty={upcoming.length ? null : t('dashboard.upcoming.empty')}
      footer={
        <p>
          <Link to={PAGE_PATHS.myReservations}>{t('dashboard.upcoming.all')}</Link>
        </p>
      }
    >
      <div className="reservation-list">
        {upcoming.map((reservation) => (
          <ReservationCard key={reservation.id} reservation={reservation} actions />
        ))}
      </div>
    </DashboardSection>
  );
}

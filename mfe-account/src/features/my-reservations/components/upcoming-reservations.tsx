import { Link } from 'react-router-dom';
import { Spinner } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { ReservationCard } from './reservation-card.js';
import { upcomingReservations } from '../upcoming.js';
import { useClock, useGetMyReservationsQuery } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';

/** The next five reservations; modify ("Muuta", the same word as on /my-reservations) and cancel open the same dialogs there. */
export function UpcomingReservations() {
  const t = useTranslate();
  const query = useGetMyReservationsQuery();
  const upcoming = upcomingReservations(query.data ?? [], useClock().now());
  return (
    <section aria-labelledby="dashboard-upcoming">
      <h2 id="dashboard-upcoming">{t('dashboard.upcoming.title')}</h2>
      {query.isLoading ? (
        <Spinner label={t('dashboard.loading')} />
      ) : upcoming.length ? (
        <div className="reservation-list">
          {upcoming.map((reservation) => (
            <ReservationCard key={reservation.id} reservation={reservation} actions />
          ))}
        </div>
      ) : (
        <p className="muted">{t('dashboard.upcoming.empty')}</p>
      )}
      <p>
        <Link to={PAGE_PATHS.myReservations}>{t('dashboard.upcoming.all')}</Link>
      </p>
    </section>
  );
}

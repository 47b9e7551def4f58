import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { User } from '@tire/contracts';
import { Alert, buttonClassName, EmptyState, Spinner } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { groupReservations } from '../reservation-groups.js';
import { ReservationCard } from './reservation-card.js';
import { EmptyStateLinks, useClock, useGetMyReservationsQuery } from '@tire/platform';
import { helsinkiDateOf, PAGE_PATHS } from '@tire/contracts';

/** The signed-in customer's reservations in two groups, upcoming and history. */
export function MyReservationsList({ user }: { user: User | null }) {
  const t = useTranslate();
  const query = useGetMyReservationsQuery(user ? undefined : skipToken);
  const clock = useClock();

  if (!user || query.isLoading) return <Spinner label={t('myReservations.loading')} />;
  if (query.isError) return <Alert tone="danger">{t('myReservations.failed')}</Alert>;

  const reservations = query.data ?? [];
  if (reservations.length === 0) {
    return (
      <EmptyStateLinks
        title={t('myReservations.empty.title')}
        description={t('myReservations.empty.description')}
        links={[{ to: PAGE_PATHS.tireChange, label: t('myReservations.empty.action') }]}
      />
    );
  }

  const { upcoming, history } = groupReservations(reservations, helsinkiDateOf(clock.now()));
  return (
    <div className="reservation-groups">
      <section aria-labelledby="upcoming-reservations">
        <h2 id="upcoming-reservations">{t('myReservations.upcoming')}</h2>
        {upcoming.length ? (
          <div className="reservation-list">
            {upcoming.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation} actions />
            ))}
          </div>
        ) : (
          <p className="muted">
            {t('myReservations.noUpcoming')} <Link to={PAGE_PATHS.tireChange}>{t('myReservations.empty.action')}</Link>
          </p>
        )}
      </section>
      {history.length > 0 && (
        <section aria-labelledby="reservation-history">
          <h2 id="reservation-history">{t('myReservations.history')}</h2>
          <div className="reservation-list">
            {history.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation} actions={false} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

import { formatLongDate, useGetServiceLocationsQuery, useTranslate } from '@tire/platform';
import { Alert, EmptyState, Spinner } from '@tire/ui';
import { useAdminReservationsQuery } from '../api/admin-api.js';
import { AdminReservationCard } from './admin-reservation-card.js';

/** The chosen day's reservations in the order of the day. */
export function DayReservations({ date }: { date: string }) {
  const t = useTranslate();
  const { data, isLoading, isError } = useAdminReservationsQuery({ date });
  const locations = useGetServiceLocationsQuery();
  const nameOf = (id: number) => locations.data?.find((item) => item.id === id)?.name;
  const ordered = [...(data ?? [])].sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime) || a.id - b.id);
  return (
    <section className="admin-day" aria-labelledby="admin-day-heading">
      <h2 id="admin-day-heading">{t('day.heading', { date: formatLongDate(date) })}</h2>
      {isLoading ? (
        <Spinner label={t('day.loading')} />
      ) : isError ? (
        <Alert tone="danger">{t('day.failed')}</Alert>
      ) : ordered.length === 0 ? (
        <EmptyState headingLevel={3} title={t('day.empty')} />
      ) : (
        <div className="admin-day__cards">
          {ordered.map((reservation) => (
            <AdminReservationCard key={reservation.id} reservation={reservation} locationName={nameOf(reservation.locationId)} />
          ))}
        </div>
      )}
    </section>
  );
}

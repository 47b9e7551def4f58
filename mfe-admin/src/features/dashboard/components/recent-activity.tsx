import { DASHBOARD_LIST_LIMIT } from '@tire/contracts';
import { formatLongDate, ReservationStatusBadge, useTranslate } from '@tire/platform';
import { Alert, Card, Spinner } from '@tire/ui';
import { useAdminReservationsQuery } from '../api/admin-api.js';

/** The five latest bookings: the server lists the newest first and sends only those five. */
export function RecentActivity() {
  const t = useTranslate();
  const { data, isLoading, isError } = useAdminReservationsQuery({ limit: DASHBOARD_LIST_LIMIT });
  const latest = data ?? [];
  return (
    <Card title={t('recent.heading')} className="admin-recent">
      {isLoading ? (
        <Spinner label={t('recent.loading')} />
      ) : isError ? (
        <Alert tone="danger">{t('recent.failed')}</Alert>
      ) : latest.length === 0 ? (
        <p className="muted">{t('recent.empty')}</p>
      ) : (
        <ul className="admin-recent__list">
          {latest.map((reservation) => (
            <li key={reservation.id} aria-label={reservation.trackingCode}>
              <span>
                <strong>{reservation.trackingCode}</strong> · {orName(reservation.guestName, t('recent.guest'))}
              </span>
              <span className="muted">
                {t(`service.${reservation.serviceType}`)} · {formatLongDate(reservation.scheduledDate)} {reservation.scheduledTime}
              </span>
              <ReservationStatusBadge status={reservation.status} noShow={reservation.noShow} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const orName = (name: string | null, fallback: string) => (name?.trim() ? name : fallback);

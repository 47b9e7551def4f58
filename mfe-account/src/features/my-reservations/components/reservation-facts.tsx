import type { Reservation } from '@tire/contracts';
import { formatEuro, formatLongDate, useGetServiceLocationsQuery } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

/** Date, time, (location,) and total of a reservation as a description list. */
export function ReservationFacts({ reservation, showLocation = true }: { reservation: Reservation; showLocation?: boolean }) {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const location = locations.data?.find((item) => item.id === reservation.locationId);
  return (
    <dl className="facts">
      <div>
        <dt>{t('reservation.date')}</dt>
        <dd>{formatLongDate(reservation.scheduledDate)}</dd>
      </div>
      <div>
        <dt>{t('reservation.time')}</dt>
        <dd>{reservation.scheduledTime}</dd>
      </div>
      {showLocation && (
        <div>
          <dt>{t('reservation.location')}</dt>
          <dd>{location?.name ?? '…'}</dd>
        </div>
      )}
      <div>
        <dt>{t('reservation.total')}</dt>
        <dd>{formatEuro(reservation.totalPrice)}</dd>
      </div>
    </dl>
  );
}

import type { Reservation } from '@tire/contracts';
import { formatEuro, formatLongDate, useGetServiceLocationsQuery } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

/** Date, time, (location and its address,) extras with their prices, total and any refund, as a description list. */
export function ReservationFacts({ reservation, showLocation = true }: { reservation: Reservation; showLocation?: boolean }) {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const location = locations.data?.find((item) => item.id === reservation.locationId);
  const address = reservation.locationAddress ?? location?.address;
  const refundAmount = formatEuro(reservation.refundAmount ?? reservation.totalPrice);
  return (
    // A label/value list of @tire/ui: labels wrap between words; times and money stay whole.
    <dl className="facts label-value">
      <div>
        <dt>{t('reservation.date')}</dt>
        <dd>{formatLongDate(reservation.scheduledDate)}</dd>
      </div>
      <div>
        <dt>{t('reservation.time')}</dt>
        <dd className="nowrap">{reservation.scheduledTime}</dd>
      </div>
      {showLocation && (
        <div>
          <dt>{t('reservation.location')}</dt>
          <dd>{location?.name ?? reservation.locationName ?? '…'}</dd>
        </div>
      )}
      {showLocation && address && (
        <div>
          <dt>{t('reservation.address')}</dt>
          <dd>{address}</dd>
        </div>
      )}
      {reservation.extras && reservation.extras.length > 0 && (
        <div>
          <dt>{t('reservation.extras')}</dt>
          <dd>
            <ul className="reservation-card__extras">
              {reservation.extras.map((extra) => (
                <li key={extra.id}>
                  {t(`extra.${extra.id}`)} <span className="nowrap">{formatEuro(extra.price)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('reservation.total')}</dt>
        <dd className="nowrap">{formatEuro(reservation.totalPrice)}</dd>
      </div>
      {reservation.refundStatus && (
        <div>
          <dt>{t('reservation.refund')}</dt>
          <dd className={`reservation-card__refund reservation-card__refund--${reservation.refundStatus}`}>
            {t(`refund.${reservation.refundStatus}`, { amount: refundAmount })}
          </dd>
        </div>
      )}
    </dl>
  );
}

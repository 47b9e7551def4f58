import type { ReactNode } from 'react';
import { PAYMENT_STATUSES, type TrackedReservation } from '@tire/contracts';
import { formatEuro, formatLongDate, ReservationStatusBadge } from '@tire/platform';
import { Card } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetServiceLocationsQuery } from '@tire/platform';

export function ReservationResultCard({ reservation }: { reservation: TrackedReservation }) {
  const t = useTranslate();
  const { data: locations } = useGetServiceLocationsQuery();
  const locationName =
    locations?.find((location) => location.id === reservation.locationId)?.name ?? reservation.locationName ?? `#${reservation.locationId}`;
  const paymentKnown = (PAYMENT_STATUSES as readonly string[]).includes(reservation.paymentStatus);

  const title = t('track.result.title', { code: reservation.trackingCode });
  return (
    <Card as="article" title={title} aria-label={title} className="track-result">
      <dl className="details-list">
        <Row label={t('track.result.trackingCode')}>
          <span className="tracking-code">{reservation.trackingCode}</span>
        </Row>
        <Row label={t('track.result.status')}>
          <ReservationStatusBadge status={reservation.status} />
        </Row>
        <Row label={t('track.result.payment')}>
          {paymentKnown ? t(`paymentStatus.${reservation.paymentStatus}`) : reservation.paymentStatus}
        </Row>
        <Row label={t('track.result.date')}>{formatLongDate(reservation.scheduledDate)}</Row>
        <Row label={t('track.result.time')}>{reservation.scheduledTime}</Row>
        <Row label={t('track.result.location')}>{locationName}</Row>
        <Row label={t('track.result.service')}>{t(`service.${reservation.serviceType}`)}</Row>
        <Row label={t('track.result.total')}>
          <strong>{formatEuro(reservation.totalPrice)}</strong>
        </Row>
        {reservation.notes && <Row label={t('track.result.notes')}>{reservation.notes}</Row>}
      </dl>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

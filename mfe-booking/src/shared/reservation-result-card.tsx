import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { helsinkiTimeOf, href, PAYMENT_STATUSES, reservationStage, type TrackedReservation } from '@tire/contracts';
import { formatEuro, formatLongDate, ReservationStatusBadge } from '@tire/platform';
import { Card } from '@tire/ui';
import { useTranslate } from './use-translate.js';
import { useGetServiceLocationsQuery } from '@tire/platform';

/**
 * The tracked reservation as it really stands: status, payment (awaiting payment with the hold
 * and a pay link, or paid and awaiting confirmation), refund, date, time, location with its
 * address, service, extras with their prices and the total.
 */
export function ReservationResultCard({
  reservation,
  headingLevel,
  footer,
}: {
  reservation: TrackedReservation;
  /** h2 on its own page; h3 in a list under its own heading. */
  headingLevel?: 2 | 3;
  /** What can be done with it (a list's action). */
  footer?: ReactNode;
}) {
  const t = useTranslate();
  const { data: locations } = useGetServiceLocationsQuery();
  const location = locations?.find((item) => item.id === reservation.locationId);
  const locationName = location?.name ?? reservation.locationName ?? `#${reservation.locationId}`;
  const address = reservation.locationAddress ?? location?.address;
  const paymentKnown = (PAYMENT_STATUSES as readonly string[]).includes(reservation.paymentStatus);
  const stage = reservation.stage ?? (paymentKnown ? reservationStage(reservation.status, reservation.paymentStatus) : undefined);

  const title = t('track.result.title', { code: reservation.trackingCode });
  return (
    <Card as="article" title={title} aria-label={title} className="track-result" headingLevel={headingLevel} footer={footer}>
      <dl className="details-list label-value">
        <Row label={t('track.result.trackingCode')}>
          <span className="tracking-code">{reservation.trackingCode}</span>
        </Row>
        <Row label={t('track.result.status')}>
          <ReservationStatusBadge status={reservation.status} noShow={reservation.noShow} />
        </Row>
        <Row label={t('track.result.payment')}>
          {stage === 'held' ? (
            <>
              {reservation.holdExpiresAt ? t('track.stage.held', { time: helsinkiTimeOf(reservation.holdExpiresAt) }) : t('track.stage.heldNoTime')}{' '}
              <Link to={href('checkout', { tracking_code: reservation.trackingCode })}>{t('track.stage.pay')}</Link>
            </>
          ) : stage === 'paid' ? (
            t('track.stage.paid')
          ) : paymentKnown ? (
            t(`paymentStatus.${reservation.paymentStatus}`)
          ) : (
            reservation.paymentStatus
          )}
        </Row>
        {reservation.refundStatus && (
          <Row label={t('track.result.refund')}>
            <strong className={`track-result__refund track-result__refund--${reservation.refundStatus}`}>
              {t(`track.refund.${reservation.refundStatus}`, { amount: formatEuro(reservation.refundAmount ?? reservation.totalPrice) })}
            </strong>
          </Row>
        )}
        <Row label={t('track.result.date')}>{formatLongDate(reservation.scheduledDate)}</Row>
        <Row label={t('track.result.time')}>
          <span className="nowrap">{reservation.scheduledTime}</span>
        </Row>
        <Row label={t('track.result.location')}>{locationName}</Row>
        {address && <Row label={t('track.result.address')}>{address}</Row>}
        <Row label={t('track.result.service')}>
          {t(`service.${reservation.serviceType}`)}
          {reservation.servicePrice && (
            <>
              {' '}
              <span className="nowrap">{formatEuro(reservation.servicePrice)}</span>
            </>
          )}
        </Row>
        {reservation.extras && reservation.extras.length > 0 && (
          <Row label={t('track.result.extras')}>
            <ul className="track-result__extras">
              {reservation.extras.map((extra) => (
                <li key={extra.id}>
                  {t(`extra.${extra.id}`)} <span className="nowrap">{formatEuro(extra.price)}</span>
                </li>
              ))}
            </ul>
          </Row>
        )}
        <Row label={t('track.result.total')}>
          <strong className="nowrap">{formatEuro(reservation.totalPrice)}</strong>
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

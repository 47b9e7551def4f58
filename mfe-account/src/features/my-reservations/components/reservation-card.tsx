import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_CHANGEABLE_STAGES, helsinkiTimeOf, href, type Reservation } from '@tire/contracts';
import { formatLongDateTime, ReservationStatusBadge, useClock } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { canChange, changeDeadline, stageOf } from '../reservation-policy.js';
import { CancelDialog } from './cancel-dialog.js';
import { ModifyDialog } from './modify-dialog.js';
import { ReservationFacts } from './reservation-facts.js';

/**
 * One reservation: service, status and what it means (awaiting payment with a pay link, paid and
 * awaiting confirmation), date, time, location and address, extras, total, refund. Upcoming ones
 * offer modify and cancel, disabled with the reason once the booking policy's window has closed;
 * history shows no actions.
 */
export function ReservationCard({ reservation, actions }: { reservation: Reservation; actions: boolean }) {
  const t = useTranslate();
  const reasonId = useId();
  const stage = stageOf(reservation);
  const changeable = canChange(reservation, useClock().now());
  const deadline = changeDeadline(reservation);
  const until = formatLongDateTime(deadline);
  const reason = changeable
    ? t('change.until', { until })
    : CUSTOMER_CHANGEABLE_STAGES.includes(stage)
      ? t('change.closed', { until })
      : t('change.closedStage');
  return (
    <article className="card reservation-card" aria-label={t('reservation.name', { code: reservation.trackingCode })}>
      <header className="reservation-card__header">
        <h3 className="reservation-card__title">{t(`service.${reservation.serviceType}`)}</h3>
        <ReservationStatusBadge status={reservation.status} noShow={reservation.noShow} />
      </header>
      <p className="reservation-card__code muted">{reservation.trackingCode}</p>
      {stage === 'held' && (
        <p className="reservation-card__stage reservation-card__stage--held">
          {reservation.holdExpiresAt ? t('stage.held', { time: helsinkiTimeOf(reservation.holdExpiresAt) }) : t('stage.heldNoTime')}{' '}
          <Link to={href('checkout', { tracking_code: reservation.trackingCode })}>{t('stage.pay')}</Link>
        </p>
      )}
      {stage === 'paid' && <p className="reservation-card__stage">{t('stage.paid')}</p>}
      {reservation.noShow && <p className="reservation-card__stage">{t('stage.no_show')}</p>}
      <ReservationFacts reservation={reservation} showLocation={actions} />
      {actions && (
        <div className="reservation-card__actions">
          <ModifyDialog reservation={reservation} triggerLabel={t('myReservations.modify')} disabled={!changeable} describedBy={reasonId} />
          <CancelDialog reservation={reservation} triggerLabel={t('myReservations.cancel')} disabled={!changeable} describedBy={reasonId} />
          <p id={reasonId} className={`reservation-card__reason${changeable ? ' muted' : ''}`}>
            {reason}
          </p>
        </div>
      )}
    </article>
  );
}

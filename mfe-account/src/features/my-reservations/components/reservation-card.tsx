import type { Reservation } from '@tire/contracts';
import { useTranslate } from '../../../shared/use-translate.js';
import { CancelDialog } from './cancel-dialog.js';
import { ModifyDialog } from './modify-dialog.js';
import { ReservationFacts } from './reservation-facts.js';
import { ReservationStatusBadge } from '@tire/platform';

/**
 * One reservation: service, status, date, time, (location,) total. Upcoming ones offer modify and
 * cancel; history shows no location and no actions.
 */
export function ReservationCard({
  reservation,
  actions,
  labels = { modify: 'myReservations.modify', cancel: 'myReservations.cancel' },
}: {
  reservation: Reservation;
  actions: boolean;
  labels?: { modify: string; cancel: string };
}) {
  const t = useTranslate();
  return (
    <article className="card reservation-card" aria-label={t('reservation.name', { code: reservation.trackingCode })}>
      <header className="reservation-card__header">
        <h3 className="reservation-card__title">{t(`service.${reservation.serviceType}`)}</h3>
        <ReservationStatusBadge status={reservation.status} />
      </header>
      <p className="reservation-card__code muted">{reservation.trackingCode}</p>
      <ReservationFacts reservation={reservation} showLocation={actions} />
      {actions && (
        <div className="reservation-card__actions">
          <ModifyDialog reservation={reservation} triggerLabel={t(labels.modify)} />
          <CancelDialog reservation={reservation} triggerLabel={t(labels.cancel)} />
        </div>
      )}
    </article>
  );
}

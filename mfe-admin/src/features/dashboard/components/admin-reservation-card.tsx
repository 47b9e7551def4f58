import type { Reservation } from '@tire/contracts';
import { formatEuro, ReservationStatusBadge, useTranslate } from '@tire/platform';
import { Button } from '@tire/ui';
import type { AdminStatus } from '../api/admin-api.js';
import { useStatusChange } from '../hooks/use-status-change.js';

const ACTIONS: { status: AdminStatus; variant: 'primary' | 'danger' | 'outline' }[] = [
  { status: 'confirmed', variant: 'primary' },
  { status: 'in_progress', variant: 'outline' },
  { status: 'completed', variant: 'outline' },
  { status: 'cancelled', variant: 'danger' },
];

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** One reservation of the chosen day with what the workshop needs and the status buttons. */
export function AdminReservationCard({ reservation, locationName }: { reservation: Reservation; locationName?: string }) {
  const t = useTranslate();
  const { change, busy, pendingStatus } = useStatusChange(reservation.id);
  const vehicle = [reservation.registrationNumber, reservation.vehicleModel, reservation.tireSize].filter(Boolean).join(' · ');
  const facts: [string, string][] = [
    ['card.time', reservation.scheduledTime],
    ['card.service', t(`service.${reservation.serviceType}`)],
    ['card.location', locationName ?? '…'],
    ['card.vehicle', vehicle],
    ['card.customer', orDash(reservation.guestName)],
    ['card.phone', orDash(reservation.guestPhone)],
    ['card.email', orDash(reservation.guestEmail)],
    ['card.total', formatEuro(reservation.totalPrice)],
  ];
  return (
    <article className="card admin-card" aria-label={t('card.name', { code: reservation.trackingCode })}>
      <header className="admin-card__header">
        <h3 className="admin-card__title">
          {reservation.scheduledTime} · {reservation.trackingCode}
        </h3>
        <ReservationStatusBadge status={reservation.status} />
      </header>
      <dl className="facts admin-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-card__actions">
        {ACTIONS.map(({ status, variant }) => (
          <Button
            key={status}
            size="sm"
            variant={variant}
            // Only a change is offered: the button of the state it is already in is disabled.
            disabled={reservation.status === status || busy}
            loading={pendingStatus === status}
            onClick={() => void change(status)}
          >
            {t(`action.${status}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}

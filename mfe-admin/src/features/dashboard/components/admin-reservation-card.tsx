import { useState, type ReactNode } from 'react';
import { ADMIN_TRANSITIONS, type AdminAction, DESTRUCTIVE_ADMIN_ACTIONS, helsinkiTimeOf, type Reservation, reservationStage } from '@tire/contracts';
import { formatEuro, formatLongDate, ReservationStatusBadge, useTranslate } from '@tire/platform';
import { Badge, Button } from '@tire/ui';
import { useStatusChange } from '../hooks/use-status-change.js';
import { ConfirmDialog } from '../../../shared/confirm-dialog.js';
import { MoveDialog } from './move-dialog.js';
import { ReservationHistory } from './reservation-history.js';

const VARIANTS: Record<AdminAction, 'primary' | 'danger' | 'outline'> = {
  confirmed: 'primary',
  in_progress: 'outline',
  completed: 'outline',
  cancelled: 'danger',
};

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');
/** Facts that stay whole on a phone ("11:00", "564,04 €"); the labels wrap between words (@tire/ui's label-value). */
const WHOLE = new Set(['card.time', 'card.total']);

/**
 * One reservation of the chosen day: what the workshop needs, where the money is, and the
 * actions the lifecycle allows from its stage (ADMIN_TRANSITIONS; a cancelled or completed one
 * has none). Cancel and Complete ask first; Move asks with the new time; History loads on demand.
 */
export function AdminReservationCard({ reservation, locationName }: { reservation: Reservation; locationName?: string }) {
  const t = useTranslate();
  const { change, busy, pendingStatus } = useStatusChange(reservation.id);
  const [asking, setAsking] = useState<AdminAction | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const stage = reservation.stage ?? reservationStage(reservation.status, reservation.paymentStatus);
  const actions = ADMIN_TRANSITIONS[stage];
  const movable = stage !== 'cancelled' && stage !== 'completed';
  const historyId = `admin-history-${reservation.id}`;
  const vehicle = [reservation.registrationNumber, reservation.vehicleModel, reservation.tireSize].filter(Boolean).join(' · ');
  const refundAmount = formatEuro(reservation.refundAmount ?? reservation.totalPrice);

  const facts: [string, ReactNode][] = [
    ['card.time', reservation.scheduledTime],
    ['card.service', t(`service.${reservation.serviceType}`)],
    ['card.location', reservation.locationName ?? locationName ?? '…'],
    ...(reservation.locationAddress ? [['card.address', reservation.locationAddress] as [string, ReactNode]] : []),
    ['card.vehicle', vehicle],
    ['card.customer', orDash(reservation.guestName)],
    ['card.phone', orDash(reservation.guestPhone)],
    ['card.email', orDash(reservation.guestEmail)],
    ['card.extras', reservation.extras?.length ? <ExtrasList extras={reservation.extras} /> : t('card.extras.none')],
    ['card.total', formatEuro(reservation.totalPrice)],
    ['card.payment', <PaymentState key="payment" reservation={reservation} stage={stage} />],
  ];
  if (stage === 'cancelled' && reservation.cancellationReason) facts.push(['card.cancelledBy', t(`reason.${reservation.cancellationReason}`)]);
  if (reservation.refundStatus) {
    facts.push([
      'card.refund',
      <Badge
        key="refund"
        tone={reservation.refundStatus === 'refund_failed' ? 'danger' : reservation.refundStatus === 'refunded' ? 'success' : 'warning'}
        className="admin-card__refund"
        data-refund={reservation.refundStatus}
      >
        {t(`refund.${reservation.refundStatus}`, { amount: refundAmount })}
      </Badge>,
    ]);
  }

  // Done or refused (a 409 refreshes the list and says why): the question is answered either way.
  const run = async (action: AdminAction) => {
    await change(action);
    setAsking(null);
  };
  const describe = (action: AdminAction) => {
    const values = { code: reservation.trackingCode, date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime };
    if (action !== 'cancelled') return <p>{t(`confirm.${action}.description`, values)}</p>;
    return (
      <>
        <p>{t('confirm.cancelled.description', values)}</p>
        <p>
          <strong>
            {reservation.paymentStatus === 'paid' ? t('confirm.cancelled.paid', { amount: formatEuro(reservation.totalPrice) }) : t('confirm.cancelled.unpaid')}
          </strong>
        </p>
      </>
    );
  };

  return (
    <article
      className={`card admin-card${reservation.refundStatus === 'refund_failed' ? ' admin-card--alert' : ''}`}
      aria-label={t('card.name', { code: reservation.trackingCode })}
    >
      <header className="admin-card__header">
        <h3 className="admin-card__title">
          {reservation.scheduledTime} · {reservation.trackingCode}
        </h3>
        <ReservationStatusBadge status={reservation.status} />
      </header>
      <dl className="facts admin-card__facts label-value">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd className={WHOLE.has(label) ? 'nowrap' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-card__actions">
        {actions.map((action) => {
          const button = (
            <Button
              key={action}
              size="sm"
              variant={VARIANTS[action]}
              disabled={busy}
              loading={pendingStatus === action && asking !== action}
              onClick={DESTRUCTIVE_ADMIN_ACTIONS.includes(action) ? undefined : () => void change(action)}
            >
              {t(`action.${action}`)}
            </Button>
          );
          if (!DESTRUCTIVE_ADMIN_ACTIONS.includes(action)) return button;
          return (
            <ConfirmDialog
              key={action}
              trigger={button}
              open={asking === action}
              onOpenChange={(open) => setAsking(open ? action : null)}
              title={t(`confirm.${action}.title`, { code: reservation.trackingCode })}
              confirmLabel={t(`confirm.${action}.confirm`)}
              onConfirm={() => void run(action)}
              busy={busy}
            >
              {describe(action)}
            </ConfirmDialog>
          );
        })}
        {movable && <MoveDialog reservation={reservation} disabled={busy} />}
        <Button size="sm" variant="ghost" aria-expanded={historyOpen} aria-controls={historyId} onClick={() => setHistoryOpen((open) => !open)}>
          {t('history.show')}
        </Button>
      </div>
      {actions.length === 0 && <p className="muted admin-card__note">{t('card.noActions', { stage: t(`stage.${stage}`).toLowerCase() })}</p>}
      <div id={historyId} hidden={!historyOpen}>
        {historyOpen && <ReservationHistory reservationId={reservation.id} code={reservation.trackingCode} />}
      </div>
    </article>
  );
}

function PaymentState({ reservation, stage }: { reservation: Reservation; stage: string }) {
  const t = useTranslate();
  if (reservation.paymentStatus === 'paid') return <>{t('payment.paid')}</>;
  if (reservation.paymentStatus === 'failed') return <Badge tone="danger">{t('payment.failed')}</Badge>;
  if (stage === 'held') {
    return <>{reservation.holdExpiresAt ? t('payment.held', { time: helsinkiTimeOf(reservation.holdExpiresAt) }) : t('payment.heldNoTime')}</>;
  }
  return <>{t('payment.pending')}</>;
}

function ExtrasList({ extras }: { extras: NonNullable<Reservation['extras']> }) {
  const t = useTranslate();
  return (
    <ul className="admin-card__extras">
      {extras.map((extra) => (
        <li key={extra.id}>
          {t(`extra.${extra.id}`)} <span className="nowrap">{formatEuro(extra.price)}</span>
        </li>
      ))}
    </ul>
  );
}

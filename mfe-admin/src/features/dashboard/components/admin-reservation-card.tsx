import { useState } from 'react';
import {
  ADMIN_TRANSITIONS,
  type AdminAction,
  DESTRUCTIVE_ADMIN_ACTIONS,
  helsinkiTimeOf,
  href,
  isAdminActionDue,
  type Reservation,
  reservationStage,
  shownStage,
} from '@tire/contracts';
import { formatEuro, formatLongDate, ReservationStatusBadge, useClock, useTranslate } from '@tire/platform';
import { Badge, Button } from '@tire/ui';
import { useStatusChange } from '../hooks/use-status-change.js';
import { type ActionButtons, type ActionQuestion, AdminCardActions } from '../../../shared/admin-card-actions.js';
import type { Fact } from '../../../shared/fact-list.js';
import { AdminCard } from '../../../shared/admin-card.js';
import { MoveDialog } from './move-dialog.js';
import { RefundBadge } from '../../../shared/refund-badge.js';
import { ReservationHistory } from './reservation-history.js';

/** A reservation's buttons; the lifecycle's destructive moves ask first. */
const BUTTONS: ActionButtons<AdminAction> = {
  variants: { confirmed: 'primary', in_progress: 'outline', completed: 'outline', cancelled: 'danger', no_show: 'danger' },
  destructive: DESTRUCTIVE_ADMIN_ACTIONS,
};

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');
/** Facts that stay whole on a phone ("11:00", "564,04 €"); the labels wrap between words (@tire/ui's label-value). */
const WHOLE = new Set(['card.time', 'card.total']);

type Stage = keyof typeof ADMIN_TRANSITIONS;

/** What the workshop needs, where the money is, and (when there is one) why it was cancelled and its refund. */
function useReservationFacts(reservation: Reservation, stage: Stage, locationName: string | undefined): Fact[] {
  const t = useTranslate();
  const vehicle = [reservation.registrationNumber, reservation.vehicleModel, reservation.tireSize].filter(Boolean).join(' · ');
  const refundAmount = formatEuro(reservation.refundAmount ?? reservation.totalPrice);
  const facts: Fact[] = [
    ['card.time', reservation.scheduledTime],
    ['card.service', t(`service.${reservation.serviceType}`)],
    ['card.location', reservation.locationName ?? locationName ?? '…'],
    ...(reservation.locationAddress ? [['card.address', reservation.locationAddress] as Fact] : []),
    ['card.vehicle', vehicle],
    ['card.customer', orDash(reservation.guestName)],
    ['card.phone', orDash(reservation.guestPhone)],
    ['card.email', orDash(reservation.guestEmail)],
    ['card.extras', reservation.extras?.length ? <ExtrasList extras={reservation.extras} /> : t('card.extras.none')],
    ['card.total', formatEuro(reservation.totalPrice)],
    ['card.payment', <PaymentState key="payment" reservation={reservation} stage={stage} />],
  ];
  // A fitting booked with a tire order (issue 27): the order it belongs to, linked to the orders section.
  if (reservation.orderId) {
    facts.push([
      'day.orderFact',
      <a key="order" href={href('admin', undefined, 'admin-orders-heading')} data-testid="reservation-order">
        {t('day.order', { id: reservation.orderId })}
      </a>,
    ]);
  }
  // A returning customer who did not come before: staff see it when they book again.
  const noShows = reservation.earlierNoShows ?? 0;
  if (noShows > 0) {
    const count = noShows === 1 ? t('card.earlierNoShow') : t('card.earlierNoShows', { count: noShows });
    facts.push([
      'card.noShows',
      <Badge key="no-shows" tone="warning">
        {count}
      </Badge>,
    ]);
  }
  // The customer answered a reminder's "I'm coming" (for the booking's current time: a move clears it).
  if (reservation.customerConfirmedAt && stage !== 'cancelled') {
    facts.push([
      'card.arrival',
      <Badge key="arrival" tone="success">
        {t('card.customerConfirmed')}
      </Badge>,
    ]);
  }
  if (stage === 'cancelled' && reservation.cancellationReason) facts.push(['card.cancelledBy', t(`reason.${reservation.cancellationReason}`)]);
  if (reservation.refundStatus) {
    facts.push(['card.refund', <RefundBadge key="refund" status={reservation.refundStatus} amount={refundAmount} className="admin-card__refund" />]);
  }
  return facts;
}

/** The question before a destructive action: what it does, and for a cancellation what happens to the money. */
function useActionQuestion(reservation: Reservation) {
  const t = useTranslate();
  return (action: AdminAction): ActionQuestion => {
    const values = { code: reservation.trackingCode, date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime };
    const base = { title: t(`confirm.${action}.title`, { code: reservation.trackingCode }), confirmLabel: t(`confirm.${action}.confirm`) };
    if (action !== 'cancelled') return { ...base, description: <p>{t(`confirm.${action}.description`, values)}</p> };
    const money =
      reservation.paymentStatus === 'paid' ? t('confirm.cancelled.paid', { amount: formatEuro(reservation.totalPrice) }) : t('confirm.cancelled.unpaid');
    const description = (
      <>
        <p>{t('confirm.cancelled.description', values)}</p>
        <p>
          <strong>{money}</strong>
        </p>
      </>
    );
    return { ...base, description };
  };
}

/**
 * One reservation of the chosen day: what the workshop needs, where the money is, and the
 * actions the lifecycle allows from its stage (ADMIN_TRANSITIONS; a cancelled or completed one
 * has none; a no-show, and completing one never started, only once its start has passed). Cancel, Complete and Mark no-show ask
 * first; Move asks with the new time; History loads on demand.
 */
export function AdminReservationCard({ reservation, locationName }: { reservation: Reservation; locationName?: string }) {
  const t = useTranslate();
  const statusChange = useStatusChange(reservation.id);
  const [historyOpen, setHistoryOpen] = useState(false);
  const stage = reservation.stage ?? reservationStage(reservation.status, reservation.paymentStatus);
  const now = useClock().now();
  const actions = ADMIN_TRANSITIONS[stage].filter((action) => isAdminActionDue(stage, action, reservation.startsAt, now));
  const movable = stage !== 'cancelled' && stage !== 'completed';
  const historyId = `admin-history-${reservation.id}`;
  const facts = useReservationFacts(reservation, stage, locationName);
  const question = useActionQuestion(reservation);

  return (
    <AdminCard
      name={t('card.name', { code: reservation.trackingCode })}
      title={`${reservation.scheduledTime} · ${reservation.trackingCode}`}
      badge={<ReservationStatusBadge status={reservation.status} noShow={reservation.noShow} />}
      alert={reservation.refundStatus === 'refund_failed'}
      facts={facts}
      whole={WHOLE}
      actions={
        <>
          <AdminCardActions actions={actions} buttons={BUTTONS} label={(action) => t(`action.${action}`)} question={question} {...statusChange} />
          {movable && <MoveDialog reservation={reservation} disabled={statusChange.busy} />}
          <Button size="sm" variant="ghost" aria-expanded={historyOpen} aria-controls={historyId} onClick={() => setHistoryOpen((open) => !open)}>
            {t('history.show')}
          </Button>
        </>
      }
    >
      {actions.length === 0 && (
        <p className="muted admin-card__note">{t('card.noActions', { stage: t(`stage.${shownStage(stage, reservation.noShow)}`).toLowerCase() })}</p>
      )}
      <div id={historyId} hidden={!historyOpen}>
        {historyOpen && <ReservationHistory reservationId={reservation.id} code={reservation.trackingCode} />}
      </div>
    </AdminCard>
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

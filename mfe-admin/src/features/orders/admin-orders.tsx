import { ADMIN_ORDER_ACTIONS, type AdminOrder, type AdminOrderTarget, helsinkiDateOf, helsinkiTimeOf, type OrderStatus } from '@tire/contracts';
import { formatEuro, useTranslate } from '@tire/platform';
import { Alert, Badge, EmptyState, Spinner } from '@tire/ui';
import { type ActionButtons, type ActionQuestion, AdminCardActions } from '../../shared/admin-card-actions.js';
import type { Fact } from '../../shared/fact-list.js';
import { AdminCard } from '../../shared/admin-card.js';
import { RefundBadge } from '../../shared/refund-badge.js';
import { useStatusOutcome } from '../../shared/use-status-outcome.js';
import { useAdminOrdersQuery, useAdminSetOrderStatusMutation } from './admin-orders-api.js';

/** The orders the shop still has work with: paid (to get ready) and ready (waiting at the location). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'ready'];

/** The order's buttons; cancelling cannot be taken back and asks first. */
const BUTTONS: ActionButtons<AdminOrderTarget> = {
  variants: { ready: 'primary', fitted: 'outline', picked_up: 'outline', cancelled: 'danger' },
  destructive: ['cancelled'],
};
/** The total stays whole on a phone ("564,04 €"). */
const WHOLE = new Set(['card.total']);

/** The admin page's Orders section: the paid and ready shop orders, each with the moves the lifecycle allows. */
export function AdminOrders() {
  const t = useTranslate();
  const { data, isLoading, isError } = useAdminOrdersQuery({ status: OPEN_ORDER_STATUSES });
  return (
    <section className="admin-orders" aria-labelledby="admin-orders-heading">
      <h2 id="admin-orders-heading">{t('orders.heading')}</h2>
      <p className="muted">{t('orders.lead')}</p>
      {isLoading ? (
        <Spinner label={t('orders.loading')} />
      ) : isError ? (
        <Alert tone="danger">{t('orders.failed')}</Alert>
      ) : !data?.length ? (
        <EmptyState headingLevel={3} title={t('orders.empty')} />
      ) : (
        <div className="admin-day__cards">
          {data.map((order) => (
            <AdminOrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}

function useOrderStatusChange(orderId: number) {
  const t = useTranslate();
  const tell = useStatusOutcome();
  const [setStatus, { isLoading, originalArgs }] = useAdminSetOrderStatusMutation();
  const change = async (status: AdminOrderTarget) => void tell(await setStatus({ id: orderId, status }), t(`orders.updated.${status}`));
  return { change, busy: isLoading, pendingStatus: isLoading ? originalArgs?.status : undefined };
}

/** What the order holds: each line's quantity, tire and unit price. */
function OrderLines({ lines }: { lines: AdminOrder['lines'] }) {
  return (
    <ul className="admin-card__extras">
      {(lines ?? []).map((line) => (
        <li key={line.productId}>
          {line.quantity} × {line.name ?? `#${line.productId}`}
          {line.size ? ` ${line.size}` : ''} (<span className="nowrap">{formatEuro(line.unitPrice)}</span>)
        </li>
      ))}
    </ul>
  );
}

/** Who, what, where and the money's state (with its refund, when there is one). */
function useOrderFacts(order: AdminOrder): Fact[] {
  const t = useTranslate();
  const refundAmount = formatEuro(order.refundCents !== null ? order.refundCents / 100 : order.totalAmount);
  const paidAt = order.paidAt && `${helsinkiDateOf(order.paidAt)} ${helsinkiTimeOf(order.paidAt)}`;
  const facts: Fact[] = [
    ['card.email', order.email ?? '—'],
    ['orders.lines', <OrderLines key="lines" lines={order.lines} />],
    ['card.total', formatEuro(order.totalAmount)],
    ['card.location', order.location ? [order.location.name, order.location.address].filter(Boolean).join(', ') : t('orders.noLocation')],
    ['orders.installation', t(order.installationRequested ? 'orders.installation.yes' : 'orders.installation.no')],
    ['card.payment', paidAt ? t('orders.paidAt', { time: paidAt }) : t('payment.pending')],
  ];
  // The fitting booked with the order (issue 27): when, where and its state.
  if (order.fitting) {
    const fitting = order.fitting;
    facts.push([
      'orders.fitting',
      <span key="fitting" data-testid="order-fitting">
        {t('orders.fitting.value', { date: fitting.date, time: fitting.time, location: fitting.locationName })}{' '}
        <Badge tone={fitting.status === 'cancelled' ? 'danger' : fitting.status === 'booked' ? 'success' : 'info'}>
          {t(`orders.fitting.${fitting.status}`)}
        </Badge>
      </span>,
    ]);
  }
  if (order.refundStatus) facts.push(['card.refund', <RefundBadge key="refund" status={order.refundStatus} amount={refundAmount} />]);
  return facts;
}

/** One order: who, what, where, the money's state, and its buttons from the lifecycle table (ADMIN_ORDER_ACTIONS). */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const t = useTranslate();
  const statusChange = useOrderStatusChange(order.id);
  const facts = useOrderFacts(order);
  const actions = ADMIN_ORDER_ACTIONS[order.status].filter((action) => !(order.installationRequested ? action === 'picked_up' : action === 'fitted'));
  const question = (): ActionQuestion => ({
    title: t('orders.confirmCancel.title', { id: order.id }),
    confirmLabel: t('orders.confirmCancel.confirm'),
    description: (
      <>
        <p>{t('orders.confirmCancel.description', { id: order.id })}</p>
        <p>
          <strong>{order.paidAt ? t('orders.confirmCancel.paid', { amount: formatEuro(order.totalAmount) }) : t('orders.confirmCancel.unpaid')}</strong>
        </p>
        {order.fitting && order.fitting.status !== 'cancelled' && (
          <p>{t('orders.confirmCancel.fitting', { date: order.fitting.date, time: order.fitting.time })}</p>
        )}
      </>
    ),
  });

  return (
    <AdminCard
      name={t('orders.card', { id: order.id })}
      title={t('orders.number', { id: order.id })}
      badge={
        <Badge tone={order.status === 'ready' ? 'success' : order.status === 'cancelled' ? 'danger' : 'info'} data-status={order.status}>
          {t(`orders.status.${order.status}`)}
        </Badge>
      }
      alert={order.refundStatus === 'refund_failed'}
      facts={facts}
      whole={WHOLE}
      actions={<AdminCardActions actions={actions} buttons={BUTTONS} label={(action) => t(`orders.action.${action}`)} question={question} {...statusChange} />}
    />
  );
}

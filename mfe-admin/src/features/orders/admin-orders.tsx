import { useState } from 'react';
import { ADMIN_ORDER_ACTIONS, type AdminOrder, type AdminOrderTarget, helsinkiDateOf, helsinkiTimeOf, type OrderStatus } from '@tire/contracts';
import { failureMessage, formatEuro, toast, useContractMessage, useTranslate, type ApiFailure } from '@tire/platform';
import { Alert, Badge, Button, EmptyState, Spinner } from '@tire/ui';
import { contractMessageId } from '../../i18n/contract-messages.js';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { useAdminOrdersQuery, useAdminSetOrderStatusMutation } from './admin-orders-api.js';

/** The orders the shop still has work with: paid (to get ready) and ready (waiting at the location). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'ready'];

/** Moves that cannot be taken back ask first. */
const DESTRUCTIVE: readonly AdminOrderTarget[] = ['cancelled'];
const VARIANTS: Record<AdminOrderTarget, 'primary' | 'danger' | 'outline'> = {
  ready: 'primary',
  fitted: 'outline',
  picked_up: 'outline',
  cancelled: 'danger',
};

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
  const contractMessage = useContractMessage(contractMessageId);
  const [setStatus, { isLoading, originalArgs }] = useAdminSetOrderStatusMutation();
  async function change(status: AdminOrderTarget) {
    const result = await setStatus({ id: orderId, status });
    if (result.data) {
      toast({ title: t('toast.statusUpdated.title'), description: t(`orders.updated.${status}`), variant: 'success' });
      return;
    }
    const error = result.error as ApiFailure | undefined;
    if (error?.status === 401) return;
    const description = error?.status === 409 ? contractMessage(failureMessage(error)) : t('toast.statusFailed.description');
    toast({ title: t('toast.statusFailed.title'), description, variant: 'destructive' });
  }
  return { change, busy: isLoading, pendingStatus: isLoading ? originalArgs?.status : undefined };
}

/** One order: who, what, where, the money's state, and its buttons from the lifecycle table (ADMIN_ORDER_ACTIONS). */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const t = useTranslate();
  const { change, busy, pendingStatus } = useOrderStatusChange(order.id);
  const [asking, setAsking] = useState<AdminOrderTarget | null>(null);
  const number = t('orders.number', { id: order.id });
  const actions = ADMIN_ORDER_ACTIONS[order.status].filter((action) => !(order.installationRequested ? action === 'picked_up' : action === 'fitted'));
  const refundAmount = formatEuro(order.refundCents !== null ? order.refundCents / 100 : order.totalAmount);

  const run = async (action: AdminOrderTarget) => {
    await change(action);
    setAsking(null);
  };

  return (
    <article className={`card admin-card${order.refundStatus === 'refund_failed' ? ' admin-card--alert' : ''}`} aria-label={t('orders.card', { id: order.id })}>
      <header className="admin-card__header">
        <h3 className="admin-card__title">{number}</h3>
        <Badge tone={order.status === 'ready' ? 'success' : order.status === 'cancelled' ? 'danger' : 'info'} data-status={order.status}>
          {t(`orders.status.${order.status}`)}
        </Badge>
      </header>
      <dl className="facts admin-card__facts label-value">
        <div>
          <dt>{t('card.email')}</dt>
          <dd>{order.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.lines')}</dt>
          <dd>
            <ul className="admin-card__extras">
              {(order.lines ?? []).map((line) => (
                <li key={line.productId}>
                  {line.quantity} × {line.name ?? `#${line.productId}`}
                  {line.size ? ` ${line.size}` : ''} (<span className="nowrap">{formatEuro(line.unitPrice)}</span>)
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('card.total')}</dt>
          <dd className="nowrap">{formatEuro(order.totalAmount)}</dd>
        </div>
        <div>
          <dt>{t('card.location')}</dt>
          <dd>{order.location ? [order.location.name, order.location.address].filter(Boolean).join(', ') : t('orders.noLocation')}</dd>
        </div>
        <div>
          <dt>{t('orders.installation')}</dt>
          <dd>{t(order.installationRequested ? 'orders.installation.yes' : 'orders.installation.no')}</dd>
        </div>
        <div>
          <dt>{t('card.payment')}</dt>
          <dd>{order.paidAt ? t('orders.paidAt', { time: `${helsinkiDateOf(order.paidAt)} ${helsinkiTimeOf(order.paidAt)}` }) : t('payment.pending')}</dd>
        </div>
        {order.refundStatus && (
          <div>
            <dt>{t('card.refund')}</dt>
            <dd>
              <Badge
                tone={order.refundStatus === 'refund_failed' ? 'danger' : order.refundStatus === 'refunded' ? 'success' : 'warning'}
                data-refund={order.refundStatus}
              >
                {t(`refund.${order.refundStatus}`, { amount: refundAmount })}
              </Badge>
            </dd>
          </div>
        )}
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
              onClick={DESTRUCTIVE.includes(action) ? undefined : () => void change(action)}
            >
              {t(`orders.action.${action}`)}
            </Button>
          );
          if (!DESTRUCTIVE.includes(action)) return button;
          return (
            <ConfirmDialog
              key={action}
              trigger={button}
              open={asking === action}
              onOpenChange={(open) => setAsking(open ? action : null)}
              title={t('orders.confirmCancel.title', { id: order.id })}
              confirmLabel={t('orders.confirmCancel.confirm')}
              onConfirm={() => void run(action)}
              busy={busy}
            >
              <p>{t('orders.confirmCancel.description', { id: order.id })}</p>
              <p>
                <strong>{order.paidAt ? t('orders.confirmCancel.paid', { amount: formatEuro(order.totalAmount) }) : t('orders.confirmCancel.unpaid')}</strong>
              </p>
            </ConfirmDialog>
          );
        })}
      </div>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { helsinkiDateOf, href, ORDER_STATUSES, type TireOrder } from '@tire/contracts';
import { formatEuro, formatLongDate, useGetMyOrdersQuery } from '@tire/platform';
import { Badge, buttonClassName, type BadgeTone } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { recentOrders } from '../dashboard-lists.js';
import { DashboardSection } from '../../../shared/dashboard-section.js';

const TONES: Record<TireOrder['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  processing: 'info',
  delivered: 'brand',
  cancelled: 'danger',
  ready: 'brand',
  fitted: 'success',
  picked_up: 'success',
};

/**
 * The five latest tire orders with their lines, pickup/fitting location and state. The order list is another team's service: when it fails, the
 * dashboard says there are no orders to show instead of breaking.
 */
export function RecentOrders() {
  const t = useTranslate();
  const query = useGetMyOrdersQuery();
  const orders = query.isError ? [] : recentOrders(query.data ?? []);
  return (
    <DashboardSection
      id="dashboard-orders"
      title={t('dashboard.orders.title')}
      loading={query.isLoading}
      empty={orders.length ? null : t('dashboard.orders.empty')}
    >
      <ul className="order-list">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    </DashboardSection>
  );
}

function OrderRow({ order }: { order: TireOrder }) {
  const t = useTranslate();
  // An unknown status falls back to pending (spec).
  const status = (ORDER_STATUSES as readonly string[]).includes(order.status) ? order.status : 'pending';
  return (
    <li className="card order-row" aria-label={t('dashboard.order.name', { id: order.id })}>
      <div className="order-row__main">
        <strong>{t('dashboard.order.name', { id: order.id })}</strong>
        <span className="muted">{formatLongDate(helsinkiDateOf(new Date(order.createdAt)))}</span>
        {order.installationRequested && <span className="muted">{t('dashboard.order.installation')}</span>}
        {order.lines?.length ? (
          <ul className="order-row__lines">
            {order.lines.map((line) => (
              <li key={line.productId}>
                {/* Names are the order's own (as bought); an old order without them shows the product id. */}
                {`${line.quantity} × ${line.name ? `${line.name}${line.size ? ` ${line.size}` : ''}` : `#${line.productId}`}`}
              </li>
            ))}
          </ul>
        ) : null}
        {order.location && (
          <span className="muted order-row__location">
            {order.location.address ? `${order.location.name}, ${order.location.address}` : order.location.name}
          </span>
        )}
      </div>
      <Badge tone={TONES[status]}>{t(`orderStatus.${status}`)}</Badge>
      <span className="order-row__total">{formatEuro(order.totalAmount)}</span>
      {status === 'pending' && (
        <Link to={href('checkout', { orderId: order.id })} className={buttonClassName('outline', 'sm')}>
          {t('dashboard.order.view')}
        </Link>
      )}
    </li>
  );
}

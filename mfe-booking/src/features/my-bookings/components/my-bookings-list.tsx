import { Link } from 'react-router-dom';
import { helsinkiTimeOf, href, MANAGE_TOKEN_FRAGMENT_PARAM, PAGE_PATHS, type MyBookings, type TireOrder } from '@tire/contracts';
import { formatEuro, formatLongDateTime } from '@tire/platform';
import { Badge, buttonClassName, Card } from '@tire/ui';
import { ReservationResultCard } from '../../../shared/reservation-result-card.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { TitledSection } from '../../../shared/titled-section.js';

/**
 * What a "my bookings" link opens: every booking and order made with the address, newest first.
 * A booking that can still be changed opens its manage page (move or cancel within the policy);
 * an order shows where it stands and leads to the account, where orders are paid and followed.
 */
export function MyBookingsList({ list }: { list: MyBookings }) {
  const t = useTranslate();
  return (
    <div className="manage-booking my-bookings">
      <p className="manage-booking__policy">{t('myBookings.list.intro', { email: list.email, time: helsinkiTimeOf(list.expiresAt) })}</p>

      <TitledSection
        id="my-bookings-bookings"
        className="manage-booking__section"
        titleClassName="manage-booking__section-title"
        title={t('myBookings.list.bookings', { count: list.bookings.length })}
      >
        {list.bookings.length === 0 ? (
          <p>{t('myBookings.list.noBookings')}</p>
        ) : (
          list.bookings.map((booking) => (
            <ReservationResultCard
              key={booking.trackingCode}
              reservation={booking}
              headingLevel={3}
              footer={
                booking.manageToken ? (
                  <Link
                    className={buttonClassName('outline', 'sm')}
                    to={href('manageBooking', undefined, `${MANAGE_TOKEN_FRAGMENT_PARAM}=${booking.manageToken}`)}
                  >
                    {t('myBookings.list.manage', { code: booking.trackingCode })}
                  </Link>
                ) : (
                  <p className="manage-booking__policy">{t('myBookings.list.notChangeable')}</p>
                )
              }
            />
          ))
        )}
      </TitledSection>

      <TitledSection
        id="my-bookings-orders"
        className="manage-booking__section"
        titleClassName="manage-booking__section-title"
        title={t('myBookings.list.orders', { count: list.orders.length })}
      >
        {list.orders.length === 0 ? <p>{t('myBookings.list.noOrders')}</p> : list.orders.map((order) => <OrderCard key={order.id} order={order} />)}
      </TitledSection>

      <p className="manage-booking__policy">
        {t('myBookings.list.account')} <Link to={PAGE_PATHS.signup}>{t('myBookings.list.signup')}</Link>
      </p>
    </div>
  );
}

function OrderCard({ order }: { order: TireOrder }) {
  const t = useTranslate();
  const title = t('myBookings.order.title', { id: order.id });
  return (
    <Card
      as="article"
      title={title}
      aria-label={title}
      headingLevel={3}
      footer={<Link to={href('login', { returnTo: PAGE_PATHS.dashboard })}>{t('myBookings.order.signIn')}</Link>}
    >
      <dl className="details-list label-value">
        <div>
          <dt>{t('myBookings.order.status')}</dt>
          <dd>
            <Badge tone={order.status === 'cancelled' ? 'danger' : order.status === 'pending' ? 'warning' : 'success'}>
              {t(`orderStatus.${order.status}`)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{t('myBookings.order.placed')}</dt>
          <dd>{formatLongDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('myBookings.order.total')}</dt>
          <dd>{formatEuro(Number(order.totalAmount))}</dd>
        </div>
        {order.lines?.length ? (
          <div>
            <dt>{t('myBookings.order.tires')}</dt>
            <dd>{order.lines.map((line) => `${line.quantity} × ${[line.name, line.size].filter(Boolean).join(' ') || `#${line.productId}`}`).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

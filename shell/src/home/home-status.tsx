import { Link } from 'react-router';
import { formatEuro, formatLongDate, useClock, useGetMyOrdersQuery, useGetMyReservationsQuery, useTranslate } from '@tire/platform';
import { Card, Spinner } from '@tire/ui';
import { latestOrder, nextAppointment } from './home-summary.js';
import { helsinkiDateOf, PAGE_PATHS } from '@tire/contracts';

function Loading() {
  const t = useTranslate();
  return <Spinner size="sm" label={t('home.loading')} />;
}

export function NextAppointment() {
  const t = useTranslate();
  const { data, isLoading, isError } = useGetMyReservationsQuery();
  const now = useClock().now();
  const next = data ? nextAppointment(data, now) : undefined;
  return (
    <Card title={t('home.next.title')} headingLevel={2} className="home-status__card">
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <p className="muted">{t('home.next.unavailable')}</p>
      ) : next ? (
        <>
          <dl>
            <dt>{t('home.next.date')}</dt>
            <dd>{formatLongDate(next.scheduledDate)}</dd>
            <dt>{t('home.next.time')}</dt>
            <dd>{next.scheduledTime}</dd>
            <dt>{t('home.next.service')}</dt>
            <dd>{t(`service.${next.serviceType}`)}</dd>
            <dt>{t('home.next.status')}</dt>
            <dd>{t(`status.${next.status}`)}</dd>
            <dt>{t('home.next.code')}</dt>
            <dd>{next.trackingCode}</dd>
          </dl>
          <p>
            <Link to={PAGE_PATHS.myReservations}>{t('home.next.manage')}</Link>
          </p>
        </>
      ) : (
        <p>
          {t('home.next.none')} <Link to={PAGE_PATHS.tireChange}>{t('home.next.book')}</Link>
        </p>
      )}
    </Card>
  );
}

/** The latest order; when the orders cannot be read, the rest of the home page still works. */
export function LatestOrder() {
  const t = useTranslate();
  const { data, isLoading, isError } = useGetMyOrdersQuery();
  const order = data ? latestOrder(data) : undefined;
  return (
    <Card title={t('home.order.title')} headingLevel={2} className="home-status__card">
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <p className="muted">{t('home.order.unavailable')}</p>
      ) : order ? (
        <>
          <dl>
            <dt>{t('home.order.number')}</dt>
            <dd>#{order.id}</dd>
            <dt>{t('home.order.date')}</dt>
            <dd>{formatLongDate(helsinkiDateOf(order.createdAt))}</dd>
            <dt>{t('home.order.total')}</dt>
            <dd>{formatEuro(order.totalAmount)}</dd>
            <dt>{t('home.order.status')}</dt>
            <dd>{t(`orderStatus.${order.status}`)}</dd>
          </dl>
          <p>
            <Link to={PAGE_PATHS.dashboard}>{t('home.order.all')}</Link>
          </p>
        </>
      ) : (
        <p>
          {t('home.order.none')} <Link to={PAGE_PATHS.tireShop}>{t('home.order.shop')}</Link>
        </p>
      )}
    </Card>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatEuro, formatLongDate, useClock, useGetMyOrdersQuery, useGetMyReservationsQuery } from '@tire/platform';
import { Card, Spinner } from '@tire/ui';
import { latestOrder, nextAppointment } from './home-summary.js';
import { helsinkiDateOf, PAGE_PATHS } from '@tire/contracts';

function Loading() {
  const intl = useIntl();
  return <Spinner size="sm" label={intl.formatMessage({ id: 'home.loading' })} />;
}

export function NextAppointment() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetMyReservationsQuery();
  const now = useClock().now();
  const next = data ? nextAppointment(data, now) : undefined;
  return (
    <Card title={<FormattedMessage id="home.next.title" />} headingLevel={2} className="home-status__card">
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <p className="muted">
          <FormattedMessage id="home.next.unavailable" />
        </p>
      ) : next ? (
        <>
          <dl>
            <dt>
              <FormattedMessage id="home.next.date" />
            </dt>
            <dd>{formatLongDate(next.scheduledDate)}</dd>
            <dt>
              <FormattedMessage id="home.next.time" />
            </dt>
            <dd>{next.scheduledTime}</dd>
            <dt>
              <FormattedMessage id="home.next.service" />
            </dt>
            <dd>{intl.formatMessage({ id: `service.${next.serviceType}` })}</dd>
            <dt>
              <FormattedMessage id="home.next.status" />
            </dt>
            <dd>{intl.formatMessage({ id: `status.${next.status}` })}</dd>
            <dt>
              <FormattedMessage id="home.next.code" />
            </dt>
            <dd>{next.trackingCode}</dd>
          </dl>
          <p>
            <Link to={PAGE_PATHS.myReservations}>
              <FormattedMessage id="home.next.manage" />
            </Link>
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage id="home.next.none" />{' '}
          <Link to={PAGE_PATHS.tireChange}>
            <FormattedMessage id="home.next.book" />
          </Link>
        </p>
      )}
    </Card>
  );
}

/** The latest order; when the orders cannot be read, the rest of the home page still works. */
export function LatestOrder() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetMyOrdersQuery();
  const order = data ? latestOrder(data) : undefined;
  return (
    <Card title={<FormattedMessage id="home.order.title" />} headingLevel={2} className="home-status__card">
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <p className="muted">
          <FormattedMessage id="home.order.unavailable" />
        </p>
      ) : order ? (
        <>
          <dl>
            <dt>
              <FormattedMessage id="home.order.number" />
            </dt>
            <dd>#{order.id}</dd>
            <dt>
              <FormattedMessage id="home.order.date" />
            </dt>
            <dd>{formatLongDate(helsinkiDateOf(order.createdAt))}</dd>
            <dt>
              <FormattedMessage id="home.order.total" />
            </dt>
            <dd>{formatEuro(order.totalAmount)}</dd>
            <dt>
              <FormattedMessage id="home.order.status" />
            </dt>
            <dd>{intl.formatMessage({ id: `orderStatus.${order.status}` })}</dd>
          </dl>
          <p>
            <Link to={PAGE_PATHS.dashboard}>
              <FormattedMessage id="home.order.all" />
            </Link>
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage id="home.order.none" />{' '}
          <Link to={PAGE_PATHS.tireShop}>
            <FormattedMessage id="home.order.shop" />
          </Link>
        </p>
      )}
    </Card>
  );
}

import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEuro, formatLongDate, useClock, useGetMyOrdersQuery, useGetMyReservationsQuery, useTranslate } from '@tire/platform';
import { Card, Spinner } from '@tire/ui';
import { latestOrder, nextAppointment } from './home-summary.js';
import { helsinkiDateOf, PAGE_PATHS } from '@tire/contracts';

interface StatusCardProps {
  /** The card's texts are `home.<section>.*`: title, unavailable, none. */
  section: 'next' | 'order';
  query: { isLoading: boolean; isError: boolean };
  /** Label and value of each fact; none when there is nothing to show. */
  facts: ReadonlyArray<[label: string, value: ReactNode]> | undefined;
  /** The link below the facts. */
  more: ReactNode;
  /** The link after the "none yet" text. */
  start: ReactNode;
}

/** One of the home page's status cards: loading, unavailable, the facts, or none yet with a way to start. */
function StatusCard({ section, query, facts, more, start }: StatusCardProps) {
  const t = useTranslate();
  return (
    <Card title={t(`home.${section}.title`)} headingLevel={2} className="home-status__card">
      {query.isLoading ? (
        <Spinner size="sm" label={t('home.loading')} />
      ) : query.isError ? (
        <p className="muted">{t(`home.${section}.unavailable`)}</p>
      ) : facts ? (
        <>
          <dl>
            {facts.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <p>{more}</p>
        </>
      ) : (
        <p>
          {t(`home.${section}.none`)} {start}
        </p>
      )}
    </Card>
  );
}

export function NextAppointment() {
  const t = useTranslate();
  const query = useGetMyReservationsQuery();
  const now = useClock().now();
  const next = query.data ? nextAppointment(query.data, now) : undefined;
  return (
    <StatusCard
      section="next"
      query={query}
      facts={
        next && [
          [t('home.next.date'), formatLongDate(next.scheduledDate)],
          [t('home.next.time'), next.scheduledTime],
          [t('home.next.service'), t(`service.${next.serviceType}`)],
          [t('home.next.status'), t(`status.${next.status}`)],
          [t('home.next.code'), next.trackingCode],
        ]
      }
      more={<Link to={PAGE_PATHS.myReservations}>{t('home.next.manage')}</Link>}
      start={<Link to={PAGE_PATHS.tireChange}>{t('home.next.book')}</Link>}
    />
  );
}

/** The latest order; when the orders cannot be read, the rest of the home page still works. */
export function LatestOrder() {
  const t = useTranslate();
  const query = useGetMyOrdersQuery();
  const order = query.data ? latestOrder(query.data) : undefined;
  return (
    <StatusCard
      section="order"
      query={query}
      facts={
        order && [
          [t('home.order.number'), `#${order.id}`],
          [t('home.order.date'), formatLongDate(helsinkiDateOf(order.createdAt))],
          [t('home.order.total'), formatEuro(order.totalAmount)],
          [t('home.order.status'), t(`orderStatus.${order.status}`)],
        ]
      }
      more={<Link to={PAGE_PATHS.dashboard}>{t('home.order.all')}</Link>}
      start={<Link to={PAGE_PATHS.tireShop}>{t('home.order.shop')}</Link>}
    />
  );
}

import { formatEuro, useTranslate } from '@tire/platform';
import { Alert, Spinner } from '@tire/ui';
import { useAdminStatsQuery } from '../api/admin-api.js';

/**
 * Today's and this week's reservations, this month's completed revenue, the paid bookings
 * awaiting confirmation and the unpaid holds (apart), as the server counts them; failed refunds
 * only when there are some, flagged.
 */
export function StatCards() {
  const t = useTranslate();
  const { data, isLoading, isError } = useAdminStatsQuery();
  if (isLoading) return <Spinner label={t('stats.loading')} />;
  if (isError || !data) return <Alert tone="danger">{t('stats.failed')}</Alert>;
  const cards: [string, string][] = [
    ['today', String(data.today)],
    ['week', String(data.week)],
    ['monthRevenue', formatEuro(data.monthRevenue)],
    ['pending', String(data.pending)],
    ['unpaidHolds', String(data.unpaidHolds ?? 0)],
  ];
  if ((data.refundsFailed ?? 0) > 0) cards.push(['refundsFailed', String(data.refundsFailed)]);
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="visually-hidden">
        {t('stats.heading')}
      </h2>
      <ul className="admin-stats">
        {cards.map(([key, value]) => (
          <li
            key={key}
            className={`card admin-stat${key === 'refundsFailed' ? ' admin-stat--alert' : ''}`}
            aria-label={`${t(`stats.${key}`)}: ${value}`}
          >
            <span className="admin-stat__label">{t(`stats.${key}`)}</span>
            <strong className="admin-stat__value">{value}</strong>
            <span className="admin-stat__hint muted">{t(`stats.${key}.hint`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

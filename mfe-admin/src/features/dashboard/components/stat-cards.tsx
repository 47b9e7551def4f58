import { formatEuro, useTranslate } from '@tire/platform';
import { Alert, Spinner } from '@tire/ui';
import { useAdminPaymentsAttentionQuery, useAdminStatsQuery } from '../api/admin-api.js';

/**
 * Today's and this week's reservations, this month's completed revenue, the paid bookings
 * awaiting confirmation and the unpaid holds (apart), as the server counts them; failed refunds
 * and payments whose paid mark was given up on only when there are some, flagged.
 */
const ALERTS = new Set(['refundsFailed', 'paidMarksLost']);

export function StatCards() {
  const t = useTranslate();
  const { data, isLoading, isError } = useAdminStatsQuery();
  const attention = useAdminPaymentsAttentionQuery();
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
  const lostPaidMarks = attention.data?.settlements.deadLettered ?? 0;
  if (lostPaidMarks > 0) cards.push(['paidMarksLost', String(lostPaidMarks)]);
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="visually-hidden">
        {t('stats.heading')}
      </h2>
      <ul className="admin-stats">
        {cards.map(([key, value]) => (
          <li key={key} className={`card admin-stat${ALERTS.has(key) ? ' admin-stat--alert' : ''}`} aria-label={`${t(`stats.${key}`)}: ${value}`}>
            <span className="admin-stat__label">{t(`stats.${key}`)}</span>
            <strong className="admin-stat__value">{value}</strong>
            <span className="admin-stat__hint muted">{t(`stats.${key}.hint`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

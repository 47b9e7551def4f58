import { useIntl } from 'react-intl';
import { formatHelsinki, vatSplit } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { Alert, Card } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { CheckoutSummary } from '../hooks/use-checkout-summary.js';

/** The lines, the VAT included in the total (25.5 %), the total, and until when an unpaid reservation or order is held. */
export function CheckoutSummaryCard({ summary, totalCents, holdExpiresAt }: { summary: CheckoutSummary; totalCents: number; holdExpiresAt: string | null }) {
  const t = useTranslate();
  const locale = useIntl().locale;
  const { vatCents, netCents } = vatSplit(totalCents);
  const euros = (cents: number) => formatEuro(cents / 100);
  return (
    <Card title={t('checkout.summary')} className="checkout-summary" aria-label={t('checkout.summary')}>
      <p className="checkout-summary__heading">
        <strong>{summary.heading}</strong>
      </p>
      {/* A label/value list of @tire/ui: labels wrap between words, prices stay whole beside them. */}
      <dl className="checkout-summary__list label-value">
        {summary.lines.map((line) => (
          <div key={line.key} className="checkout-summary__row label-value__priced">
            <dt>{line.label}</dt>
            <dd>{line.cents !== undefined ? euros(line.cents) : ''}</dd>
          </div>
        ))}
        {summary.details.map((detail) => (
          <div key={detail.label} className={`checkout-summary__row checkout-summary__row--detail${detail.value ? '' : ' label-value__priced'}`}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
        <div className="checkout-summary__row checkout-summary__row--sub label-value__priced">
          <dt>{t('checkout.net')}</dt>
          <dd data-testid="checkout-net">{euros(netCents)}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--sub label-value__priced">
          <dt>{t('checkout.vat')}</dt>
          <dd data-testid="checkout-vat">{euros(vatCents)}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total label-value__priced">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="checkout-total">{euros(totalCents)}</dd>
        </div>
      </dl>
      {holdExpiresAt && (
        <Alert tone="info" className="checkout-summary__hold">
          {t(summary.holdMessageId, {
            time: formatHelsinki(holdExpiresAt, locale, { hour: '2-digit', minute: '2-digit' }),
          })}
        </Alert>
      )}
    </Card>
  );
}

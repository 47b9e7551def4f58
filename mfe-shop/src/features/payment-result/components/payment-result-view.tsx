import { Link } from 'react-router-dom';
import { formatEuro } from '@tire/platform';
import { Button, buttonClassName, Card, Spinner } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { PaymentResult } from '../hooks/use-payment-result.js';

const FAILURE_TEXT = { declined: 'result.failed.text', noPaymentInfo: 'result.failed.noInfo', unverifiable: 'result.failed.support' } as const;

/** One of the payment's states, each with its way forward. */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const t = useTranslate();
  switch (result.state) {
    case 'verifying':
      return (
        <Card className="payment-result payment-result--verifying">
          <Spinner label={t('result.verifying')} size="lg" />
          <p aria-hidden="true">{t('result.verifying')}</p>
        </Card>
      );
    case 'processing':
      return (
        <Card title={t('result.processing.title')} className="payment-result payment-result--processing" as="article" aria-label={t('result.processing.title')}>
          <p>{t('result.processing.text')}</p>
          <Button onClick={result.refresh} loading={result.refreshing}>
            {result.refreshing ? t('result.processing.refreshing') : t('result.processing.refresh')}
          </Button>
        </Card>
      );
    case 'failed':
      return (
        <Card
          title={t('result.failed.title')}
          className="payment-result payment-result--failed"
          as="article"
          aria-label={t('result.failed.title')}
          footer={
            <>
              <Link to="/" className={buttonClassName('outline')}>
                {t('result.failed.home')}
              </Link>
              <Link to="/tire-change" className={buttonClassName('primary')}>
                {t('result.failed.retry')}
              </Link>
            </>
          }
        >
          <p>{t(FAILURE_TEXT[result.reason])}</p>
        </Card>
      );
    case 'succeeded':
      return (
        <Card
          title={t('result.succeeded.title')}
          className="payment-result payment-result--succeeded"
          as="article"
          aria-label={t('result.succeeded.title')}
          footer={
            <>
              <Link to="/" className={buttonClassName('outline')}>
                {t('result.succeeded.home')}
              </Link>
              <Link to="/tire-change" className={buttonClassName('primary')}>
                {t('result.succeeded.bookAnother')}
              </Link>
            </>
          }
        >
          <p>{t('result.succeeded.text')}</p>
          <dl className="payment-result__facts">
            {result.trackingCode && (
              <div>
                <dt>{t('result.trackingCode')}</dt>
                <dd className="payment-result__code">{result.trackingCode}</dd>
              </div>
            )}
            <div>
              <dt>{t('result.amountPaid')}</dt>
              <dd>{formatEuro(result.amount)}</dd>
            </div>
          </dl>
          <h3>{t('result.next.title')}</h3>
          <ul className="payment-result__next">
            <li>{t('result.next.email')}</li>
            <li>{t('result.next.arrive')}</li>
            {result.trackingCode && <li>{t('result.next.track')}</li>}
          </ul>
        </Card>
      );
  }
}

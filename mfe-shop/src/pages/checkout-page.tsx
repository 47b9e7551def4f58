import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { href, PAGE_PATHS } from '@tire/contracts';
import { MessagesIntl, useDocumentTitle } from '@tire/platform';
import { Button, buttonClassName, Card, EmptyState, Spinner } from '@tire/ui';
import { shopMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { checkoutSubject, type CheckoutSubject } from '../features/checkout/checkout-subject.js';
import { CardPaymentForm } from '../features/checkout/components/card-payment-form.js';
import { CheckoutSummaryCard } from '../features/checkout/components/checkout-summary-card.js';
import { useCheckoutSummary } from '../features/checkout/hooks/use-checkout-summary.js';
import { usePaymentIntent } from '../features/checkout/hooks/use-payment-intent.js';

/** /checkout?tracking_code=… or /checkout?orderId=…: the summary and the card payment. */
export function CheckoutPage() {
  return (
    <MessagesIntl messages={shopMessages}>
      <Checkout />
    </MessagesIntl>
  );
}

function Checkout() {
  const t = useTranslate();
  useDocumentTitle(t('checkout.title'));
  const [params] = useSearchParams();
  const query = params.toString();
  const subject = useMemo(() => checkoutSubject(new URLSearchParams(query)), [query]);
  return (
    <div className="container page checkout-page">
      <header className="page__header">
        <h1 className="page__title">{t('checkout.title')}</h1>
        <p className="page__lead">{t('checkout.intro')}</p>
      </header>
      {subject.kind === 'none' ? <NothingToPay /> : <Payment key={query} subject={subject} />}
    </div>
  );
}

function NothingToPay() {
  const t = useTranslate();
  return (
    <EmptyState
      title={t('checkout.nothing.title')}
      description={t('checkout.nothing.text')}
      action={
        <>
          <Link to={PAGE_PATHS.tireShop} className={buttonClassName('primary')}>
            {t('checkout.nothing.shop')}
          </Link>{' '}
          <Link to={PAGE_PATHS.tireChange} className={buttonClassName('outline')}>
            {t('checkout.nothing.book')}
          </Link>
        </>
      }
    />
  );
}

function Payment({ subject }: { subject: CheckoutSubject }) {
  const t = useTranslate();
  const summary = useCheckoutSummary(subject);
  const ready = summary.phase === 'ready' ? summary.summary : null;
  const payment = usePaymentIntent(subject, Boolean(ready && !ready.paid && !ready.cancelled));

  if (summary.phase === 'loading') return <Spinner label={t('checkout.loading')} />;
  if (summary.phase === 'failed') {
    return <EmptyState title={t('checkout.loadFailed.title')} description={t('checkout.loadFailed.text')} action={<NothingToPayLinks />} />;
  }
  const intent = payment.state.phase === 'ready' ? payment.state.intent : null;
  const paid = summary.summary.paid || payment.state.phase === 'paid';
  if (!paid && (summary.summary.cancelled || payment.state.phase === 'cancelled')) return <Cancelled subject={subject} />;
  return (
    <div className="checkout-layout">
      <CheckoutSummaryCard
        summary={summary.summary}
        totalCents={intent?.amountCents ?? summary.summary.totalCents}
        holdExpiresAt={paid ? null : (intent?.holdExpiresAt ?? summary.summary.holdExpiresAt)}
      />
      <Card title={paid ? t('checkout.alreadyPaid.title') : t('card.title')} className="checkout-payment">
        {paid ? (
          <AlreadyPaid subject={subject} />
        ) : intent ? (
          <CardPaymentForm subject={subject} intent={intent} />
        ) : payment.state.phase === 'failed' ? (
          <div className="checkout-payment__failed">
            <p>{t('checkout.intentFailed')}</p>
            <Button onClick={() => void payment.retry()}>{t('checkout.intentRetry')}</Button>
          </div>
        ) : (
          <Spinner label={t('checkout.preparing')} />
        )}
      </Card>
    </div>
  );
}

function Cancelled({ subject }: { subject: CheckoutSubject }) {
  const t = useTranslate();
  const reservation = subject.kind === 'reservation';
  return (
    <EmptyState
      title={t('checkout.cancelled.title')}
      description={t(reservation ? 'error.payment.reservationCancelled' : 'error.payment.orderCancelled')}
      action={
        <Link to={reservation ? PAGE_PATHS.tireChange : PAGE_PATHS.tireShop} className={buttonClassName('primary')}>
          {t(reservation ? 'checkout.nothing.book' : 'checkout.nothing.shop')}
        </Link>
      }
    />
  );
}

function AlreadyPaid({ subject }: { subject: CheckoutSubject }) {
  const t = useTranslate();
  return (
    <div>
      <p>{t('checkout.alreadyPaid.text')}</p>
      {subject.kind === 'reservation' ? (
        <Link to={href('trackOrder', { code: subject.trackingCode })} className={buttonClassName('outline')}>
          {t('checkout.alreadyPaid.track')}
        </Link>
      ) : (
        <Link to={PAGE_PATHS.dashboard} className={buttonClassName('outline')}>
          {t('checkout.alreadyPaid.dashboard')}
        </Link>
      )}
    </div>
  );
}

function NothingToPayLinks() {
  const t = useTranslate();
  return (
    <Link to="/" className={buttonClassName('outline')}>
      {t('result.failed.home')}
    </Link>
  );
}

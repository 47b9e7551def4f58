import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { href, PAGE_PATHS } from '@tire/contracts';
import { EmptyStateLinks, PageFrame, withMessages } from '@tire/platform';
import { Button, buttonClassName, Card, EmptyState, Spinner } from '@tire/ui';
import { shopMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { checkoutSubject, type CheckoutSubject } from '../features/checkout/checkout-subject.js';
import { CardPaymentForm } from '../features/checkout/components/card-payment-form.js';
import { CheckoutSummaryCard } from '../features/checkout/components/checkout-summary-card.js';
import { useCheckoutSummary } from '../features/checkout/hooks/use-checkout-summary.js';
import { usePaymentIntent } from '../features/checkout/hooks/use-payment-intent.js';

/** /checkout?tracking_code=… or /checkout?orderId=…: the summary and the card payment. */
export const CheckoutPage = withMessages(shopMessages, function Checkout() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const query = params.toString();
  const subject = useMemo(() => checkoutSubject(new URLSearchParams(query)), [query]);
  return (
    <PageFrame title={t('checkout.title')} lead={t('checkout.intro')} className="checkout-page">
      {subject.kind === 'none' ? <NothingToPay /> : <Payment key={query} subject={subject} />}
    </PageFrame>
  );
});

/** An order with installation whose fitting time is still to choose: the time first, then the one payment. */
function ChooseFittingFirst({ orderId }: { orderId: number }) {
  const t = useTranslate();
  return (
    <div className="checkout-payment__fitting">
      <p>{t('checkout.fittingFirst')}</p>
      <Link className={buttonClassName()} to={href('orderFitting', { orderId })}>
        {t('checkout.fittingChoose')}
      </Link>
    </div>
  );
}

function NothingToPay() {
  const t = useTranslate();
  return (
    <EmptyStateLinks
      title={t('checkout.nothing.title')}
      description={t('checkout.nothing.text')}
      links={[
        { to: PAGE_PATHS.tireShop, label: t('checkout.nothing.shop') },
        { to: PAGE_PATHS.tireChange, label: t('checkout.nothing.book') },
      ]}
    />
  );
}

function Payment({ subject }: { subject: CheckoutSubject }) {
  const t = useTranslate();
  const summary = useCheckoutSummary(subject);
  const ready = summary.phase === 'ready' ? summary.summary : null;
  // An order with installation is paid once its fitting time is chosen: the one payment covers both.
  const payment = usePaymentIntent(subject, Boolean(ready && !ready.paid && !ready.cancelled && ready.fittingToChoose === undefined));

  if (summary.phase === 'loading') return <Spinner label={t('checkout.loading')} />;
  if (summary.phase === 'failed') {
    return (
      <EmptyStateLinks
        title={t('checkout.loadFailed.title')}
        description={t('checkout.loadFailed.text')}
        links={[{ to: '/', label: t('result.failed.home'), variant: 'outline' }]}
      />
    );
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
        ) : summary.summary.fittingToChoose !== undefined ? (
          <ChooseFittingFirst orderId={summary.summary.fittingToChoose} />
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
    <EmptyStateLinks
      title={t('checkout.cancelled.title')}
      description={t(reservation ? 'error.payment.reservationCancelled' : 'error.payment.orderCancelled')}
      links={[reservation ? { to: PAGE_PATHS.tireChange, label: t('checkout.nothing.book') } : { to: PAGE_PATHS.tireShop, label: t('checkout.nothing.shop') }]}
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

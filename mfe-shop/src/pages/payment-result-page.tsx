import { useSearchParams } from 'react-router-dom';
import { PageFrame, withMessages } from '@tire/platform';
import { shopMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { PaymentResultView } from '../features/payment-result/components/payment-result-view.js';
import { usePaymentResult } from '../features/payment-result/hooks/use-payment-result.js';

/** /payment-success?payment_intent=…&tracking_code=… (a reservation) or &order_id=… (an order): where a card payment lands. */
export const PaymentResultPage = withMessages(shopMessages, function PaymentResultContent() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const result = usePaymentResult(params.get('payment_intent')?.trim() || null, params.get('tracking_code'), params.get('order_id'));
  return (
    <PageFrame title={t('result.title')} className="payment-result-page">
      <PaymentResultView result={result} />
    </PageFrame>
  );
});

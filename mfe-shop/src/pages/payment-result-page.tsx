import { useSearchParams } from 'react-router-dom';
import { MessagesIntl, useDocumentTitle } from '@tire/platform';
import { shopMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { PaymentResultView } from '../features/payment-result/components/payment-result-view.js';
import { usePaymentResult } from '../features/payment-result/hooks/use-payment-result.js';

/** /payment-success?payment_intent=…&tracking_code=… (a reservation) or &order_id=… (an order): where a card payment lands. */
export function PaymentResultPage() {
  return (
    <MessagesIntl messages={shopMessages}>
      <PaymentResultContent />
    </MessagesIntl>
  );
}

function PaymentResultContent() {
  const t = useTranslate();
  useDocumentTitle(t('result.title'));
  const [params] = useSearchParams();
  const result = usePaymentResult(params.get('payment_intent')?.trim() || null, params.get('tracking_code'), params.get('order_id'));
  return (
    <div className="container page payment-result-page">
      <header className="page__header">
        <h1 className="page__title">{t('result.title')}</h1>
      </header>
      <PaymentResultView result={result} />
    </div>
  );
}

import type { OrderRefundStatus, RefundStatus } from '@tire/contracts';
import { useTranslate } from '@tire/platform';
import { Badge } from '@tire/ui';

/** Where a refund is (pending, refunded, failed) and of how much; a failed one is the alarm. */
export function RefundBadge({ status, amount, className }: { status: RefundStatus | OrderRefundStatus; amount: string; className?: string }) {
  const t = useTranslate();
  return (
    <Badge tone={status === 'refund_failed' ? 'danger' : status === 'refunded' ? 'success' : 'warning'} className={className} data-refund={status}>
      {t(`refund.${status}`, { amount })}
    </Badge>
  );
}

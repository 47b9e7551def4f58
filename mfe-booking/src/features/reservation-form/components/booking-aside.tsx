import type { ReactNode } from 'react';
import type { Reservation, ServiceLocation } from '@tire/contracts';
import { formatEuro, NetworkFailureAlert, type NetworkFailureKind } from '@tire/platform';
import { Alert, Button } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { FORM_ID } from '../field-focus.js';
import { BookingSummary } from './booking-summary.js';

/**
 * Beside the form (under it on a phone): the sticky summary with what became of the last submit
 * and the form's submit button, then the page's own cards.
 */
export function BookingAside({
  summary,
  created,
  notSent,
  submitting,
  children,
}: {
  summary: { serviceType: string; extras: string[]; location: ServiceLocation | undefined; date: string; time: string };
  created: Reservation | null;
  notSent: NetworkFailureKind | null;
  submitting: boolean;
  children?: ReactNode;
}) {
  const t = useTranslate();
  return (
    <div className="booking-layout__aside">
      <div className="booking-layout__sticky">
        <BookingSummary {...summary} />
        {created && <Alert tone="success">{t('form.created', { code: created.trackingCode, total: formatEuro(created.totalPrice) })}</Alert>}
        {notSent && <NetworkFailureAlert kind={notSent} />}
        <Button type="submit" form={FORM_ID} size="lg" className="booking-summary__submit" loading={submitting} disabled={submitting || created !== null}>
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
      {children}
    </div>
  );
}

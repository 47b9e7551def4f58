import { useEffect, useRef } from 'react';
import { helsinkiDateOf, helsinkiTimeOf, type ManagedReservation } from '@tire/contracts';
import { formatLongDate } from '@tire/platform';
import { Alert, Spinner } from '@tire/ui';
import { RetryAlert } from '../../../shared/retry-alert.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useConfirmManagedAttendanceMutation } from '../api/manage-booking-api.js';

/**
 * A reminder's "I'm coming" (the link's `coming=1`): the answer is recorded once on arrival (the
 * call keeps the first answer, so a second click changes nothing) and the customer is thanked.
 * Once recorded, every visit of the manage page says so.
 */
export function AttendanceConfirmation({ booking, token, coming }: { booking: ManagedReservation; token: string; coming: boolean }) {
  const t = useTranslate();
  const [confirm, { isLoading, isError }] = useConfirmManagedAttendanceMutation();
  const asked = useRef(false);
  const confirmed = Boolean(booking.customerConfirmedAt);

  useEffect(() => {
    if (!coming || confirmed || asked.current) return;
    asked.current = true;
    void confirm(token);
  }, [coming, confirmed, confirm, token]);

  if (confirmed) {
    return (
      <Alert tone="success" title={t('manage.coming.title')}>
        {t('manage.coming.text', { date: formatLongDate(helsinkiDateOf(booking.startsAt)), time: helsinkiTimeOf(booking.startsAt) })}
      </Alert>
    );
  }
  if (!coming) return null;
  if (isError) {
    return <RetryAlert title={t('manage.coming.failed')} retryLabel={t('manage.retry')} onRetry={() => void confirm(token)} />;
  }
  return isLoading ? <Spinner label={t('manage.coming.saving')} /> : null;
}

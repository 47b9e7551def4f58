import { useState } from 'react';
import type { ManagedReservation } from '@tire/contracts';
import { formatEuro, formatLongDate, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { Button, Dialog, DialogChoice } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useCancelManagedReservationMutation } from '../api/manage-booking-api.js';
import { TitledSection } from '../../../shared/titled-section.js';

/**
 * 'Cancel booking' and its question (an alert dialog: focus starts on keeping the booking, the safe
 * choice), saying what happens to the money before anything is done: a paid booking is refunded
 * in full, an unpaid one costs nothing.
 */
export function CancelBooking({
  booking,
  token,
  onCancelled,
  onGone,
}: {
  booking: ManagedReservation;
  token: string;
  onCancelled: () => void;
  onGone: () => void;
}) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelManagedReservationMutation();
  const paid = booking.paymentStatus === 'paid';

  const confirm = async () => {
    const result = await cancel(token);
    if (result.data) {
      setOpen(false);
      toast({ title: t('manage.toast.cancelled.title'), variant: 'success' });
      onCancelled();
      return;
    }
    const error = result.error as ApiFailure;
    setOpen(false);
    if (error.status === 404) return onGone();
    toast({ title: t('manage.toast.cancelFailed.title'), description: errorMessage(error) ?? t('manage.toast.tryAgain'), variant: 'destructive' });
  };

  return (
    <TitledSection id="manage-cancel-title" className="manage-booking__section" titleClassName="manage-booking__section-title" title={t('manage.cancel.title')}>
      <p className="manage-booking__policy">
        {paid ? t('manage.cancel.refund', { amount: formatEuro(booking.totalPrice) }) : t('manage.cancel.nothingCharged')}
      </p>
      <div className="manage-booking__actions">
        <Dialog
          open={open}
          onOpenChange={(next) => !isLoading && setOpen(next)}
          alert
          trigger={<Button variant="danger">{t('manage.cancel.button')}</Button>}
          title={t('manage.cancel.dialogTitle')}
          description={t('manage.cancel.question', {
            code: booking.trackingCode,
            date: formatLongDate(booking.scheduledDate),
            time: booking.scheduledTime,
          })}
        >
          <p>{paid ? t('manage.cancel.refund', { amount: formatEuro(booking.totalPrice) }) : t('manage.cancel.nothingCharged')}</p>
          <DialogChoice
            keepLabel={t('manage.cancel.keep')}
            confirmLabel={isLoading ? t('manage.cancel.cancelling') : t('manage.cancel.confirm')}
            busy={isLoading}
            danger
            onConfirm={confirm}
          />
        </Dialog>
      </div>
    </TitledSection>
  );
}

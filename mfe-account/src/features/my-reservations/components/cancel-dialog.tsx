import { useState } from 'react';
import { formatLongDate, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { Button, Dialog, DialogChoice } from '@tire/ui';
import { useBookingPolicyText, useTranslate } from '../../../shared/use-translate.js';
import { useCancelMyOrderMutation } from '../api/my-reservations-api.js';
import { useChangeReservation } from '../hooks/use-change-reservation.js';
import type { ReservationActionProps } from './reservation-action-props.js';

/** 'Cancel' and its confirmation; focus starts on keeping the reservation, the safe choice. */
export function CancelDialog(props: ReservationActionProps) {
  return props.reservation.orderId ? <CancelOrderFittingDialog {...props} orderId={props.reservation.orderId} /> : <CancelReservationDialog {...props} />;
}

/**
 * A fitting booked with a tire order is included in the tires' price: cancelled alone there would
 * be nothing to refund and the tires would have no time. So the dialog says so and offers the
 * honest choice: keep it, or cancel the whole order (tires, fitting, the payment refunded in full).
 */
function CancelOrderFittingDialog({ reservation, triggerLabel, disabled, describedBy, orderId }: ReservationActionProps & { orderId: number }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [cancelOrder, { isLoading: busy }] = useCancelMyOrderMutation();

  const confirm = async () => {
    const result = await cancelOrder(orderId);
    if ('data' in result && result.data) {
      setOpen(false);
      toast({ title: t('fittingDialog.done'), variant: 'success' });
      return;
    }
    const error = result.error as ApiFailure;
    if (error.status !== 401) toast({ title: t('fittingDialog.failed'), description: errorMessage(error), variant: 'destructive' });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      alert
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled} aria-describedby={describedBy}>
          {triggerLabel}
        </Button>
      }
      title={t('fittingDialog.title', { orderId })}
      description={t('fittingDialog.description', { orderId, date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime })}
    >
      <p className="account-dialog__policy">{t('fittingDialog.whole')}</p>
      <DialogChoice
        keepLabel={t('fittingDialog.keep')}
        confirmLabel={busy ? t('cancelDialog.cancelling') : t('fittingDialog.confirm', { orderId })}
        busy={busy}
        danger
        onConfirm={confirm}
      />
    </Dialog>
  );
}

function CancelReservationDialog({ reservation, triggerLabel, disabled, describedBy }: ReservationActionProps) {
  const t = useTranslate();
  const policy = useBookingPolicyText(reservation.serviceType);
  const [open, setOpen] = useState(false);
  const { cancel, busy } = useChangeReservation(reservation);

  const confirm = async () => {
    if ((await cancel()) === 'done') setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      alert
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled} aria-describedby={describedBy}>
          {triggerLabel}
        </Button>
      }
      title={t('cancelDialog.title')}
      description={t('cancelDialog.description', {
        code: reservation.trackingCode,
        date: formatLongDate(reservation.scheduledDate),
        time: reservation.scheduledTime,
      })}
    >
      <p className="account-dialog__policy">{policy}</p>
      <DialogChoice
        keepLabel={t('cancelDialog.keep')}
        confirmLabel={busy ? t('cancelDialog.cancelling') : t('cancelDialog.confirm')}
        busy={busy}
        danger
        onConfirm={confirm}
      />
    </Dialog>
  );
}

import { useState } from 'react';
import { formatLongDate } from '@tire/platform';
import { Button, Dialog, DialogChoice } from '@tire/ui';
import { useBookingPolicyText, useTranslate } from '../../../shared/use-translate.js';
import { useChangeReservation } from '../hooks/use-change-reservation.js';
import type { ReservationActionProps } from './reservation-action-props.js';

/** 'Cancel' and its confirmation; focus starts on keeping the reservation, the safe choice. */
export function CancelDialog({ reservation, triggerLabel, disabled, describedBy }: ReservationActionProps) {
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

import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { Reservation } from '@tire/contracts';
import { formatLongDate } from '@tire/platform';
import { Button } from '@tire/ui';
import { useBookingPolicyText, useTranslate } from '../../../shared/use-translate.js';
import { useChangeReservation } from '../hooks/use-change-reservation.js';

/** 'Cancel' and its confirmation; focus starts on keeping the reservation, the safe choice. */
export function CancelDialog({
  reservation,
  triggerLabel,
  disabled,
  describedBy,
}: {
  reservation: Reservation;
  triggerLabel: string;
  /** Outside the booking policy (the reason is the element `describedBy` names). */
  disabled?: boolean;
  describedBy?: string;
}) {
  const t = useTranslate();
  const policy = useBookingPolicyText(reservation.serviceType);
  const [open, setOpen] = useState(false);
  const { cancel, busy } = useChangeReservation(reservation);

  const confirm = async () => {
    if ((await cancel()) === 'done') setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} aria-describedby={describedBy}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="account-dialog__overlay" />
        <Dialog.Content className="account-dialog" role="alertdialog">
          <Dialog.Title className="account-dialog__title">{t('cancelDialog.title')}</Dialog.Title>
          <Dialog.Description className="account-dialog__description">
            {t('cancelDialog.description', {
              code: reservation.trackingCode,
              date: formatLongDate(reservation.scheduledDate),
              time: reservation.scheduledTime,
            })}
          </Dialog.Description>
          <p className="account-dialog__policy">{policy}</p>
          <div className="account-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {t('cancelDialog.keep')}
              </Button>
            </Dialog.Close>
            <Button variant="danger" loading={busy} onClick={confirm}>
              {busy ? t('cancelDialog.cancelling') : t('cancelDialog.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

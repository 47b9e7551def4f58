import type { ReactNode } from 'react';
import { formatLongDate, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { ConfirmChoiceDialog } from '@tire/ui';
import { useBookingPolicyText, useTranslate } from '../../../shared/use-translate.js';
import { useCancelMyOrderMutation } from '../api/my-reservations-api.js';
import { useChangeReservation } from '../hooks/use-change-reservation.js';
import { actionTrigger } from './action-trigger.js';
import type { ReservationActionProps } from './reservation-action-props.js';

/** 'Cancel' and its confirmation; focus starts on keeping the reservation, the safe choice. */
export function CancelDialog(props: ReservationActionProps) {
  return props.reservation.orderId ? <CancelOrderFittingDialog {...props} orderId={props.reservation.orderId} /> : <CancelReservationDialog {...props} />;
}

interface CancelChoiceProps extends ReservationActionProps {
  /** The message group of its texts (`<texts>.title`, `.description`, `.keep`, `.confirm`). */
  texts: 'cancelDialog' | 'fittingDialog';
  /** What the texts name besides the reservation's date and time. */
  values: Record<string, string | number>;
  /** What cancelling means for the money and the booking, under the question. */
  policy: ReactNode;
  busy: boolean;
  /** True once cancelled (the dialog closes); a failure has said why itself. */
  onConfirm: () => Promise<boolean>;
}

/** The frame both cancellations share: the list's trigger button, the question and the policy. */
function CancelChoice({ texts, values, policy, busy, onConfirm, ...action }: CancelChoiceProps) {
  const { reservation } = action;
  const t = useTranslate();
  const when = { ...values, date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime };
  return (
    <ConfirmChoiceDialog
      trigger={actionTrigger(action, 'ghost')}
      title={t(`${texts}.title`, values)}
      description={t(`${texts}.description`, when)}
      keepLabel={t(`${texts}.keep`)}
      confirmLabel={busy ? t('cancelDialog.cancelling') : t(`${texts}.confirm`, values)}
      busy={busy}
      onConfirm={onConfirm}
    >
      <p className="account-dialog__policy">{policy}</p>
    </ConfirmChoiceDialog>
  );
}

/**
 * A fitting booked with a tire order is included in the tires' price: cancelled alone there would
 * be nothing to refund and the tires would have no time. So the dialog says so and offers the
 * honest choice: keep it, or cancel the whole order (tires, fitting, the payment refunded in full).
 */
function CancelOrderFittingDialog({ orderId, ...props }: ReservationActionProps & { orderId: number }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [cancelOrder, { isLoading: busy }] = useCancelMyOrderMutation();

  const confirm = async () => {
    const result = await cancelOrder(orderId);
    if ('data' in result && result.data) {
      toast({ title: t('fittingDialog.done'), variant: 'success' });
      return true;
    }
    const error = result.error as ApiFailure;
    if (error.status !== 401) toast({ title: t('fittingDialog.failed'), description: errorMessage(error), variant: 'destructive' });
    return false;
  };

  return <CancelChoice {...props} texts="fittingDialog" values={{ orderId }} policy={t('fittingDialog.whole')} busy={busy} onConfirm={confirm} />;
}

function CancelReservationDialog(props: ReservationActionProps) {
  const policy = useBookingPolicyText(props.reservation.serviceType);
  const { cancel, busy } = useChangeReservation(props.reservation);
  const confirm = async () => (await cancel()) === 'done';
  return <CancelChoice {...props} texts="cancelDialog" values={{ code: props.reservation.trackingCode }} policy={policy} busy={busy} onConfirm={confirm} />;
}

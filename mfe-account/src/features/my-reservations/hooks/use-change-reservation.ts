import type { MoveReservationBody, Reservation } from '@tire/contracts';
import { toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useUpdateMyReservationMutation } from '../api/my-reservations-api.js';

export type ChangeOutcome = 'done' | 'slotTaken' | 'failed';

/**
 * Moving and cancelling a reservation (PATCH /api/reservations/:id). A refusal names the
 * spec's failure and then what the server said (the 24-hour rule, a slot just taken).
 */
export function useChangeReservation(reservation: Reservation) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [update, { isLoading }] = useUpdateMyReservationMutation();

  const failure = (error: ApiFailure, descriptionId: string) => [t(descriptionId), errorMessage(error)].filter(Boolean).join(' ');

  async function move(body: MoveReservationBody): Promise<ChangeOutcome> {
    const result = await update({ id: reservation.id, body });
    if (result.data) {
      toast({ title: t('toast.updated.title'), description: t('toast.updated.description'), variant: 'success' });
      return 'done';
    }
    const error = result.error as ApiFailure;
    if (error.status === 401) return 'failed';
    toast({ title: t('toast.modificationFailed.title'), description: failure(error, 'toast.modificationFailed.description'), variant: 'destructive' });
    return error.status === 409 ? 'slotTaken' : 'failed';
  }

  async function cancel(): Promise<ChangeOutcome> {
    const result = await update({ id: reservation.id, body: { status: 'cancelled' } });
    if (result.data) {
      toast({ title: t('toast.cancelled.title'), description: t('toast.cancelled.description'), variant: 'success' });
      return 'done';
    }
    const error = result.error as ApiFailure;
    if (error.status === 401) return 'failed';
    toast({ title: t('toast.cancelFailed.title'), description: failure(error, 'toast.cancelFailed.description'), variant: 'destructive' });
    return 'failed';
  }

  return { move, cancel, busy: isLoading };
}

import type { MoveReservationBody, Reservation, UpdateReservationBody } from '@tire/contracts';
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

  /**
   * One PATCH and its toasts, named by their message group (`toast.<done>.title`, …): moving and
   * cancelling differ only in the body and the words. A 409 is a slot just taken (a move's only one).
   */
  async function send(body: UpdateReservationBody, done: string, failed: string): Promise<ChangeOutcome> {
    const result = await update({ id: reservation.id, body });
    if (result.data) {
      toast({ title: t(`toast.${done}.title`), description: t(`toast.${done}.description`), variant: 'success' });
      return 'done';
    }
    const error = result.error as ApiFailure;
    if (error.status === 401) return 'failed';
    toast({ title: t(`toast.${failed}.title`), description: failure(error, `toast.${failed}.description`), variant: 'destructive' });
    return error.status === 409 ? 'slotTaken' : 'failed';
  }

  const move = (body: MoveReservationBody) => send(body, 'updated', 'modificationFailed');
  /** A cancellation has no slot to lose: any refusal is a plain failure. */
  const cancel = async (): Promise<ChangeOutcome> => ((await send({ status: 'cancelled' }, 'cancelled', 'cancelFailed')) === 'done' ? 'done' : 'failed');

  return { move, cancel, busy: isLoading };
}

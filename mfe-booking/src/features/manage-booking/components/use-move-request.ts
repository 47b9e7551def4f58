import type { FormEvent } from 'react';
import { formatLongDate, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useMoveManagedReservationMutation } from '../api/manage-booking-api.js';

interface MoveChoice {
  date: string;
  time: string;
  /** Forgets the chosen day and time (after a move, the booking shows its new ones). */
  clear: () => void;
  /** Forgets the chosen time only (taken meanwhile: 409). */
  clearTime: () => void;
}

/**
 * Sends the move and says how it went: a toast with the new time, the neutral "link not valid"
 * page when the booking is gone (404), or why it failed.
 */
export function useMoveRequest(token: string, onGone: () => void, { date, time, clear, clearTime }: MoveChoice) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [move, { isLoading }] = useMoveManagedReservationMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time || isLoading) return;
    const result = await move({ token, body: { scheduledDate: date, scheduledTime: time } });
    if (result.data) {
      toast({
        title: t('manage.toast.moved.title'),
        description: t('manage.toast.moved.description', { date: formatLongDate(result.data.scheduledDate), time: result.data.scheduledTime }),
        variant: 'success',
      });
      clear();
      return;
    }
    const error = result.error as ApiFailure;
    if (error.status === 404) return onGone();
    toast({ title: t('manage.toast.moveFailed.title'), description: errorMessage(error) ?? t('manage.toast.tryAgain'), variant: 'destructive' });
    if (error.status === 409) clearTime();
  };
  return { onSubmit, isLoading };
}

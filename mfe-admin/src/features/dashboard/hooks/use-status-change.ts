import { toast, useErrorMessage, useTranslate, type ApiFailure } from '@tire/platform';
import { useAdminSetStatusMutation, type AdminStatus } from '../api/admin-api.js';

/**
 * An administrator's status change (PATCH /api/reservations/:id/status). A failure shows the
 * spec's 'Virhe tilan päivityksessä'; a 409 (the lifecycle refuses it, e.g. the booking was
 * cancelled meanwhile) says why in the admin's language and the lists are fetched again; a 401
 * is left to the platform's login-required rule.
 */
export function useStatusChange(reservationId: number) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const [setStatus, { isLoading, originalArgs }] = useAdminSetStatusMutation();

  async function change(status: AdminStatus): Promise<boolean> {
    const result = await setStatus({ id: reservationId, status });
    if (result.data) {
      toast({ title: t('toast.statusUpdated.title'), description: t(`toast.statusUpdated.${status}`), variant: 'success' });
      return true;
    }
    const error = result.error as ApiFailure | undefined;
    if (error?.status === 401) return false;
    const description = (error?.status === 409 && errorMessage(error)) || t('toast.statusFailed.description');
    toast({ title: t('toast.statusFailed.title'), description, variant: 'destructive' });
    return false;
  }

  return { change, busy: isLoading, pendingStatus: isLoading ? originalArgs?.status : undefined };
}

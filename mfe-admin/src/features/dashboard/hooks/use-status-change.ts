import { toast, useTranslate, type ApiFailure } from '@tire/platform';
import { useAdminSetStatusMutation, type AdminStatus } from '../api/admin-api.js';

/**
 * An administrator's status change (PATCH /api/reservations/:id/status). A failure shows the
 * spec's 'Virhe tilan päivityksessä'; a 401 is left to the platform's login-required rule.
 */
export function useStatusChange(reservationId: number) {
  const t = useTranslate();
  const [setStatus, { isLoading, originalArgs }] = useAdminSetStatusMutation();

  async function change(status: AdminStatus) {
    const result = await setStatus({ id: reservationId, status });
    if (result.data) {
      toast({ title: t('toast.statusUpdated.title'), description: t(`toast.statusUpdated.${status}`), variant: 'success' });
      return;
    }
    if ((result.error as ApiFailure | undefined)?.status === 401) return;
    toast({ title: t('toast.statusFailed.title'), description: t('toast.statusFailed.description'), variant: 'destructive' });
  }

  return { change, busy: isLoading, pendingStatus: isLoading ? originalArgs?.status : undefined };
}

import { useTranslate } from '@tire/platform';
import { useStatusOutcome } from '../../../shared/use-status-outcome.js';
import { useAdminSetStatusMutation, type AdminStatus } from '../api/admin-api.js';

/** An administrator's status change of a reservation (PATCH /api/reservations/:id/status); the lists are fetched again after it. */
export function useStatusChange(reservationId: number) {
  const t = useTranslate();
  const tell = useStatusOutcome();
  const [setStatus, { isLoading, originalArgs }] = useAdminSetStatusMutation();

  const change = async (status: AdminStatus) => tell(await setStatus({ id: reservationId, status }), t(`toast.statusUpdated.${status}`));

  return { change, busy: isLoading, pendingStatus: isLoading ? originalArgs?.status : undefined };
}

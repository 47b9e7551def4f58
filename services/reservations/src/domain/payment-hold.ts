import { holdEndsAt } from '@tire/service-kit';

interface HeldRow {
  status: string;
  paymentStatus: string;
  createdAt: Date;
}

/** Whether a reservation is still waiting for its payment (a failed card included) and so holds its slot for a limited time. */
export const isUnpaidHold = (row: Pick<HeldRow, 'status' | 'paymentStatus'>) => row.status === 'pending' && row.paymentStatus !== 'paid';

/**
 * When an unpaid, pending reservation's slot is released; null once it is paid, confirmed by the
 * business or cancelled (those are never swept). `holdMinutes` is the service's setting
 * (RESERVATION_HOLD_MINUTES), handed down with the domain's dependencies.
 */
export function holdExpiresAt(row: HeldRow, holdMinutes: number): Date | null {
  return isUnpaidHold(row) ? holdEndsAt(row.createdAt, holdMinutes) : null;
}

import { holdEndsAt } from '@tire/service-kit';

interface HeldRow {
  status: string;
  createdAt: Date;
}

/** Whether an order still waits for its payment (a failed card included) and so holds its tires for a limited time. */
export const isUnpaidHold = (row: Pick<HeldRow, 'status'>) => row.status === 'pending';

/**
 * When an unpaid order is cancelled and its tires go back to stock; null once it is paid (or
 * further along) or cancelled: those are never swept. `holdMinutes` is the service's setting
 * (ORDER_HOLD_MINUTES), handed down with the domain's dependencies.
 */
export function holdExpiresAt(row: HeldRow, holdMinutes: number): Date | null {
  return isUnpaidHold(row) ? holdEndsAt(row.createdAt, holdMinutes) : null;
}

import { ORDER_HOLD_MINUTES } from '../config.js';

interface HeldRow {
  status: string;
  createdAt: Date;
}

/** Whether an order still waits for its payment (a failed card included) and so holds its tires for a limited time. */
export const isUnpaidHold = (row: Pick<HeldRow, 'status'>) => row.status === 'pending';

/**
 * When an unpaid order is cancelled and its tires go back to stock; null once it is paid (or
 * further along) or cancelled: those are never swept.
 */
export function holdExpiresAt(row: HeldRow, holdMinutes: number = ORDER_HOLD_MINUTES): Date | null {
  return isUnpaidHold(row) ? new Date(row.createdAt.getTime() + holdMinutes * 60_000) : null;
}

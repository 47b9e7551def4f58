import { RESERVATION_HOLD_MINUTES } from '../config.js';

interface HeldRow {
  status: string;
  paymentStatus: string;
  createdAt: Date;
}

/** Whether a reservation is still waiting for its payment (a failed card included) and so holds its slot for a limited time. */
export const isUnpaidHold = (row: Pick<HeldRow, 'status' | 'paymentStatus'>) => row.status === 'pending' && row.paymentStatus !== 'paid';

/**
 * When an unpaid, pending reservation's slot is released; null once it is paid, confirmed by the
 * business or cancelled (those are never swept).
 */
export function holdExpiresAt(row: HeldRow, holdMinutes: number = RESERVATION_HOLD_MINUTES): Date | null {
  return isUnpaidHold(row) ? new Date(row.createdAt.getTime() + holdMinutes * 60_000) : null;
}

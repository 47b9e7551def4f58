import type { MyBooking } from '@tire/contracts';
import { inTransaction } from '@tire/service-kit';
import { bookingIdsOfEmail } from '../data-access/bookings-by-email.js';
import { mintManageLink } from '../data-access/manage-links.js';
import type { ChangeDeps } from './change-reservation.js';
import { bookingEnd, toManagedReservation } from './manage-booking.js';
import { stageOf } from './reservation-lifecycle.js';
import { withLocation } from './reservation-view.js';

/**
 * "My bookings" by e-mail (@tire/contracts reservations/my-bookings.ts): the bookings made with an
 * address whose mailbox the caller has just proved (the BFF resolved an e-mail access link and
 * signs the address into its token), newest first. Each that can still be managed gets a fresh
 * manage link: its action is the existing manage page (move or cancel within the policy), so the
 * list and the booking e-mails offer one and the same way. The links are minted in one
 * transaction, like every manage link kept only as a digest, and revoked with a cancellation.
 */
export async function bookingsOfEmail(deps: Pick<ChangeDeps, 'pool' | 'prisma' | 'now' | 'holdMinutes'>, email: string | undefined): Promise<MyBooking[]> {
  if (!email?.trim()) return [];
  const now = deps.now();
  const ids = await bookingIdsOfEmail(deps.pool, email);
  if (ids.length === 0) return [];
  const rows = await deps.prisma.reservation.findMany({ where: { id: { in: ids } }, include: withLocation });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const manageable = ordered.filter((row) => !['cancelled', 'completed'].includes(stageOf(row)) && now.getTime() < bookingEnd(row.startsAt).getTime());
  const tokens = new Map<number, string>();
  if (manageable.length > 0) {
    await inTransaction(deps.pool, async (client) => {
      for (const row of manageable) tokens.set(row.id, await mintManageLink(client, row.id, 'portal'));
    });
  }
  return ordered.map((row) => ({
    ...toManagedReservation(row, now, deps.holdMinutes),
    createdAt: row.createdAt.toISOString(),
    manageToken: tokens.get(row.id) ?? null,
  }));
}

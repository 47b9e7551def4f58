import type { TireOrder, TireProduct } from '@tire/contracts';
import type { Prisma } from '../data-access/database.js';
import { toTireOrder, toTireProduct } from './views.js';

/** Every tire the shop sells, in catalogue order. */
export async function listProducts(prisma: Prisma): Promise<TireProduct[]> {
  const rows = await prisma.product.findMany({ orderBy: { id: 'asc' } });
  return rows.map(toTireProduct);
}

/** A signed-in customer's orders, the newest first; an unpaid one held for `holdMinutes` (ORDER_HOLD_MINUTES). */
export async function ordersOf({ prisma, holdMinutes }: { prisma: Prisma; holdMinutes: number }, userId: string): Promise<TireOrder[]> {
  const rows = await prisma.order.findMany({
    where: { userId },
    include: { lines: { include: { product: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => toTireOrder(row, holdMinutes));
}

/** At most this many orders are listed for one address (newest first). */
export const MAX_ORDERS_BY_EMAIL = 100;

/**
 * "My bookings" by e-mail: the orders placed with an address whose mailbox the caller has just
 * proved (the BFF resolved an e-mail access link and signs the address into its token), newest
 * first, compared lower-cased and trimmed as every address of the platform (orders_email_idx).
 */
export async function ordersOfEmail({ prisma, holdMinutes }: { prisma: Prisma; holdMinutes: number }, email: string | undefined): Promise<TireOrder[]> {
  if (!email?.trim()) return [];
  const ids = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "catalogue"."orders" WHERE lower(email) = lower(${email.trim()}) ORDER BY created_at DESC, id DESC LIMIT ${MAX_ORDERS_BY_EMAIL}`;
  if (ids.length === 0) return [];
  const rows = await prisma.order.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: { lines: { include: { product: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => toTireOrder(row, holdMinutes));
}

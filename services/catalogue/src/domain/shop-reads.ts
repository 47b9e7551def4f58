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

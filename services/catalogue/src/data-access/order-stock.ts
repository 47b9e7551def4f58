import { DB_SCHEMA } from '../config.js';
import type { Prisma } from './database.js';

type Transaction = Parameters<Parameters<Prisma['$transaction']>[0]>[0];

const S = `"${DB_SCHEMA}"`;

export interface LockedOrder {
  id: number;
  status: string;
  holdReleasedAt: Date | null;
  refundDueAt: Date | null;
}

/**
 * The order's row, locked for the rest of the transaction: a payment mark and the hold sweeper
 * never act on one order at the same time (the sweeper skips a row a payment holds; a payment
 * waits for a sweep that holds it, then sees the order cancelled).
 */
export async function lockOrder(tx: Transaction, id: number): Promise<LockedOrder | undefined> {
  const rows = await tx.$queryRawUnsafe<LockedOrder[]>(
    `SELECT id, status::text AS status, hold_released_at AS "holdReleasedAt", refund_due_at AS "refundDueAt"
     FROM ${S}."orders" WHERE id = $1 FOR UPDATE`,
    id,
  );
  return rows[0];
}

/**
 * Takes an order's tires from stock again, all of them or none: its products are locked in id
 * order (as every stock change locks them), then taken only if every line is still in stock.
 * Returns whether they were taken.
 */
export async function retakeStock(tx: Transaction, orderId: number): Promise<boolean> {
  const lines = await tx.$queryRawUnsafe<{ stock: number; quantity: number }[]>(
    `SELECT p.stock, l.quantity FROM ${S}."order_lines" l JOIN ${S}."products" p ON p.id = l.product_id
     WHERE l.order_id = $1 ORDER BY p.id FOR NO KEY UPDATE OF p`,
    orderId,
  );
  if (lines.some((line) => line.stock < line.quantity)) return false;
  await tx.$executeRawUnsafe(
    `UPDATE ${S}."products" p SET stock = p.stock - l.quantity, updated_at = now()
     FROM ${S}."order_lines" l WHERE l.order_id = $1 AND p.id = l.product_id`,
    orderId,
  );
  return true;
}

/**
 * Puts a cancelled order's tires back in stock (an administrator cancelled it before it was
 * fitted or picked up): its products are locked in id order, as every stock change locks them.
 */
export async function restock(tx: Transaction, orderId: number): Promise<void> {
  await tx.$queryRawUnsafe(
    `SELECT p.id FROM ${S}."order_lines" l JOIN ${S}."products" p ON p.id = l.product_id
     WHERE l.order_id = $1 ORDER BY p.id FOR NO KEY UPDATE OF p`,
    orderId,
  );
  await tx.$executeRawUnsafe(
    `UPDATE ${S}."products" p SET stock = p.stock + l.quantity, updated_at = now()
     FROM ${S}."order_lines" l WHERE l.order_id = $1 AND p.id = l.product_id`,
    orderId,
  );
}

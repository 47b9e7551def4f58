import {
  ADMIN_ORDERS_MAX,
  decodeListCursor,
  encodeListCursor,
  LIST_COUNT_BOUND,
  type AdminOrder,
  type AdminOrderTarget,
  type OrderStatus,
} from '@tire/contracts';
import { HttpError, type Logger } from '@tire/service-kit';
import { adminOrdersPage, countOrdersForAdmin } from '../data-access/admin-order-list.js';
import type { Prisma } from '../data-access/database.js';
import { appendOrderEvent } from '../data-access/order-events.js';
import { lockOrder, restock } from '../data-access/order-stock.js';
import { writeEvent } from '../data-access/outbox.js';
import { assertTransition, EVENT_OF_STATUS, type OrderActor } from './order-lifecycle.js';
import { toAdminOrder, toOrderReadyEvent } from './views.js';

export interface AdminOrderDeps {
  prisma: Prisma;
  now: () => Date;
  logger?: Logger;
  /** How long an unpaid order holds its tires (ORDER_HOLD_MINUTES). */
  holdMinutes: number;
}

const withLines = { lines: { include: { product: true } } } as const;

export interface AdminOrdersPage {
  orders: AdminOrder[];
  /** How many match in all, up to LIST_COUNT_BOUND. */
  total: number;
  /** More than `total` match: the count stopped at the bound. */
  totalBounded: boolean;
  /** Where the next page starts (X-Next-Cursor), or null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of the orders, newest first, optionally of some statuses, and how many match (counted
 * up to LIST_COUNT_BOUND): bounded by the page, never by the years of orders. After `cursor` the
 * page continues where the previous one ended (keyset); without one `page` still works.
 */
export async function listOrdersForAdmin(
  deps: AdminOrderDeps,
  { status, limit = ADMIN_ORDERS_MAX, page = 1, cursor }: { status?: OrderStatus[]; limit?: number; page?: number; cursor?: string },
): Promise<AdminOrdersPage> {
  const after = cursor ? (decodeListCursor(cursor) ?? undefined) : undefined;
  if (cursor && !after) throw HttpError.saying('validation', 'Not a list cursor', { errors: [{ path: 'cursor', message: 'Not a list cursor' }] });
  const [rows, total] = await Promise.all([
    adminOrdersPage(deps.prisma, { statuses: status, after, offset: (page - 1) * limit, take: limit + 1 }),
    countOrdersForAdmin(deps.prisma, { statuses: status }),
  ]);
  const onPage = rows.slice(0, limit);
  const found = await deps.prisma.order.findMany({ where: { id: { in: onPage.map((row) => row.id) } }, include: withLines });
  const byId = new Map(found.map((order) => [order.id, order]));
  return {
    orders: onPage.flatMap((row) => {
      const order = byId.get(row.id);
      return order ? [toAdminOrder(order, deps.holdMinutes)] : [];
    }),
    total: Math.min(total, LIST_COUNT_BOUND),
    totalBounded: total > LIST_COUNT_BOUND,
    nextCursor: rows.length > limit ? encodeListCursor(onPage.at(-1)!) : null,
  };
}

/** Tires leave the shop once fitted or picked up; before that a cancellation puts them back on the shelf. */
const TIRES_ON_HAND: readonly OrderStatus[] = ['pending', 'paid', 'processing', 'ready'];

/**
 * An administrator moves an order along the lifecycle table (order-lifecycle.ts): ready at the
 * location (the customer is e-mailed, order.ready through the outbox), fitted or picked up, or
 * cancelled. The order's row is locked, so two administrators clicking at once make one move and
 * the other gets 409 from the table. Every move is appended to the order's history with the admin
 * as actor, in the same transaction.
 *
 * Cancelling puts the tires back in stock (unless they are gone already) and hands the money to
 * the payments service: the order is marked for the money notifier (money-notifier.ts), which
 * tells payments until acknowledged; payments cancels open intents and refunds a succeeded payment
 * in full, and reports the refund's states back (recordOrderRefund). A paid order reads
 * refund_pending from the moment it is cancelled.
 */
export async function changeOrderStatus(
  deps: AdminOrderDeps,
  id: number,
  to: AdminOrderTarget,
  actor: OrderActor,
  /** Why a cancellation happens, in the history: an administrator's decision, or the customer's data being erased. */
  { reason = 'admin' }: { reason?: 'admin' | 'erasure' | 'customer' } = {},
): Promise<AdminOrder> {
  const at = deps.now();
  await deps.prisma.$transaction(
    async (tx) => {
      const locked = Number.isSafeInteger(id) && id > 0 ? await lockOrder(tx, id) : undefined;
      if (!locked) throw HttpError.of('payment.orderNotFound');
      const from = locked.status as OrderStatus;
      assertTransition(from, to);
      const order = await tx.order.findUniqueOrThrow({ where: { id } });
      const wasPaid = order.paidAt !== null;
      if (to === 'cancelled') {
        if (TIRES_ON_HAND.includes(from)) await restock(tx, id);
        await tx.order.update({
          where: { id },
          data: {
            status: 'cancelled',
            cancelledAt: at,
            moneyNotifyDueAt: at,
            moneySettledAt: null,
            ...(wasPaid ? { refundStatus: 'refund_pending' } : {}),
            // The fitting goes with the order: its slot is freed (the fitting notifier tells the reservations service).
            ...(order.fittingReservationId !== null ? { fittingStatus: 'cancelled', fittingNotifyDueAt: at } : {}),
          },
        });
      } else {
        await tx.order.update({ where: { id }, data: { status: to } });
      }
      await appendOrderEvent(tx, {
        orderId: id,
        type: EVENT_OF_STATUS[to],
        from,
        to,
        actor,
        details: to === 'cancelled' ? { reason, ...(wasPaid ? { refundCents: order.totalCents } : {}) } : undefined,
        at,
      });
      if (to === 'ready') {
        const ready = await tx.order.findUniqueOrThrow({ where: { id }, include: withLines });
        await writeEvent(tx, 'order.ready', toOrderReadyEvent(ready, at));
      }
    },
    // Like placing an order, a cancellation waits on product row locks that busy buyers hold.
    { maxWait: 10_000, timeout: 20_000 },
  );
  if (to === 'cancelled') deps.logger?.info({ orderId: id, reason }, `order cancelled (${reason}); the payments service will be told`);
  return toAdminOrder(await deps.prisma.order.findUniqueOrThrow({ where: { id }, include: withLines }), deps.holdMinutes);
}

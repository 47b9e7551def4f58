import { INTERNAL_ORDER_MESSAGES, PAYMENT_MESSAGES, type InternalOrder } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import type { Prisma } from '../data-access/database.js';
import { toInternalOrder } from './views.js';

export interface PaymentDeps {
  prisma: Prisma;
  now: () => Date;
}

async function findOrder(deps: PaymentDeps, id: number) {
  const order = Number.isSafeInteger(id) && id > 0 ? await deps.prisma.order.findUnique({ where: { id } }) : null;
  if (!order) throw HttpError.notFound(PAYMENT_MESSAGES.orderNotFound);
  return order;
}

export async function getOrderForPayment(deps: PaymentDeps, id: number): Promise<InternalOrder> {
  return toInternalOrder(await findOrder(deps, id));
}

/**
 * pending -> paid, exactly once: the conditional update lets only one of any number of
 * concurrent reports (webhook, verification, retries) move the order, and tells that one
 * `justPaid` (so only it sends the receipt). Later reports get the paid order back.
 */
export async function markOrderPaid(
  deps: PaymentDeps,
  id: number,
  { amountCents }: { amountCents?: number } = {},
): Promise<InternalOrder & { justPaid: boolean }> {
  const order = await findOrder(deps, id);
  if (amountCents !== undefined && amountCents !== order.totalCents) {
    throw HttpError.conflict(INTERNAL_ORDER_MESSAGES.amountMismatch, { totalCents: order.totalCents });
  }
  const { count } = await deps.prisma.order.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'paid', paidAt: deps.now(), lastPaymentError: null },
  });
  const after = await findOrder(deps, id);
  if (count === 0 && after.status === 'cancelled') throw HttpError.conflict(INTERNAL_ORDER_MESSAGES.notPayable);
  return { ...toInternalOrder(after), justPaid: count === 1 };
}

/**
 * A failed card payment leaves the order pending, so the customer can try again, with the
 * provider's message noted. A failure reported after a success (events out of order) changes
 * nothing: a paid order stays paid.
 */
export async function markOrderPaymentFailed(deps: PaymentDeps, id: number, message?: string): Promise<InternalOrder> {
  await findOrder(deps, id);
  await deps.prisma.order.updateMany({
    where: { id, status: 'pending' },
    data: { lastPaymentError: message?.trim() || 'Payment failed', lastPaymentFailedAt: deps.now() },
  });
  return toInternalOrder(await findOrder(deps, id));
}

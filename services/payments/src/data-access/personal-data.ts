import type { Prisma } from './database.js';

/**
 * A person's payments, as the export shows them: what was paid for, how much and how it ended, and
 * its refund. No secrets (no client secret, no provider ids).
 */
export async function paymentsOf(prisma: Prisma, { userId, trackingCodes, orderIds }: { userId?: string; trackingCodes: string[]; orderIds: number[] }) {
  const payments = await prisma.payment.findMany({
    where: { OR: [...(userId ? [{ userId }] : []), { trackingCode: { in: trackingCodes } }, { orderId: { in: orderIds } }] },
    include: { refund: true },
    orderBy: { createdAt: 'asc' },
  });
  return payments.map((payment) => ({
    purpose: payment.purpose,
    tracking_code: payment.trackingCode,
    order_id: payment.orderId,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    refund: payment.refund && { amount_cents: payment.refund.amountCents, status: payment.refund.status, reason: payment.refund.reason },
  }));
}

/**
 * The payments keep no name, address or e-mail; the account link is what goes. The amounts, the
 * booking's or order's reference and the refunds stay: they are the bookkeeping. Returns how many
 * payments lost their account.
 */
export async function forgetUserOfPayments(prisma: Prisma, userId: string): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({ where: { userId }, data: { userId: null } });
    // The local provider's intents carry the order's customer in their metadata, as Stripe's do.
    const intents = await tx.localIntent.findMany({ where: { metadata: { path: ['userId'], equals: userId } } });
    for (const intent of intents) {
      const { userId: _user, ...metadata } = intent.metadata as Record<string, string>;
      await tx.localIntent.update({ where: { id: intent.id }, data: { metadata } });
    }
    return count;
  });
}

import { randomBytes } from 'node:crypto';
import type { RefundStatus } from '@tire/contracts';
import type { Payment, Refund } from '../generated/prisma/client.js';
import type { Prisma } from './database.js';

export type { Refund };
export type RefundWithPayment = Refund & { payment: Payment };

/** What an attempt or a poll learned at the provider. */
export interface RefundState {
  status: RefundStatus;
  /** The provider's refund id, when the provider made one (a refused request has none). */
  providerRefundId: string | null;
  lastError: string | null;
}

export function refundsRepository(prisma: Prisma) {
  return {
    find: (id: string) => prisma.refund.findUnique({ where: { id }, include: { payment: true } }),
    byPayment: (paymentId: string) => prisma.refund.findUnique({ where: { paymentId }, include: { payment: true } }),
    byProviderRefundId: (providerRefundId: string) => prisma.refund.findFirst({ where: { providerRefundId }, include: { payment: true } }),

    /**
     * The payment's one refund: made refund_pending with no attempt yet, or the one that exists
     * (payment_id is unique, so a repeated or concurrent call gets the same row back).
     */
    async ensure(payment: Payment, reason: string, now: Date) {
      await prisma.refund.createMany({
        data: [
          {
            id: `rf_${randomBytes(12).toString('base64url')}`,
            paymentId: payment.id,
            amountCents: payment.amountCents,
            status: 'refund_pending',
            reason,
            nextAttemptAt: now,
          },
        ],
        skipDuplicates: true,
      });
      return prisma.refund.findUniqueOrThrow({ where: { paymentId: payment.id }, include: { payment: true } });
    },

    /**
     * Takes attempt number `attempts + 1` for this caller alone (conditional on the attempts
     * seen, so two workers or a worker and a cancellation never both ask the provider). A retry
     * of a failed refund is pending again, with no provider refund yet: a state to report.
     */
    async claimAttempt(refund: Refund) {
      const { count } = await prisma.refund.updateMany({
        where: { id: refund.id, attempts: refund.attempts, status: { not: 'refunded' } },
        data: {
          attempts: refund.attempts + 1,
          ...(refund.status === 'refund_failed' ? { status: 'refund_pending', providerRefundId: null, lastError: null, reportedAt: null } : {}),
        },
      });
      return count === 1 ? prisma.refund.findUniqueOrThrow({ where: { id: refund.id }, include: { payment: true } }) : undefined;
    },

    /**
     * Writes what the provider said, unless another attempt started meanwhile (attempts moved on)
     * or it is about an older attempt's refund (another provider refund id), or the refund is
     * already done. A change of state or message must be reported again (reported_at null).
     */
    async applyState(refund: Refund, state: RefundState, nextAttemptAt: Date | null) {
      const changed = refund.status !== state.status || (refund.lastError ?? null) !== state.lastError;
      const { count } = await prisma.refund.updateMany({
        where: {
          id: refund.id,
          attempts: refund.attempts,
          status: { not: 'refunded' },
          ...(state.providerRefundId ? { OR: [{ providerRefundId: null }, { providerRefundId: state.providerRefundId }] } : {}),
        },
        data: {
          status: state.status,
          ...(state.providerRefundId ? { providerRefundId: state.providerRefundId } : {}),
          lastError: state.lastError,
          nextAttemptAt,
          ...(changed ? { reportedAt: null } : {}),
        },
      });
      const after = await prisma.refund.findUniqueOrThrow({ where: { id: refund.id }, include: { payment: true } });
      return { refund: after, changed: count === 1 && changed };
    },

    /** Pending refunds to poll and failed ones to retry, whose time has come. */
    due: (now: Date, maxAttempts: number, take = 50) =>
      prisma.refund.findMany({
        where: {
          nextAttemptAt: { lte: now },
          OR: [{ status: 'refund_pending' }, { status: 'refund_failed', attempts: { lt: maxAttempts } }],
        },
        include: { payment: true },
        orderBy: { nextAttemptAt: 'asc' },
        take,
      }),

    /** Failed refunds given up on (attempts used up) or still to be retried. */
    countFailed: ({ givenUp, maxAttempts }: { givenUp: boolean; maxAttempts: number }) =>
      prisma.refund.count({
        where: { status: 'refund_failed', attempts: givenUp ? { gte: maxAttempts } : { lt: maxAttempts } },
      }),

    unreported: (take = 50) => prisma.refund.findMany({ where: { reportedAt: null }, include: { payment: true }, orderBy: { updatedAt: 'asc' }, take }),

    /** Conditional on the row being the one that was sent: a state that changed meanwhile stays to report. */
    async markReported(refund: Refund, now: Date) {
      const { count } = await prisma.refund.updateMany({
        where: { id: refund.id, updatedAt: refund.updatedAt, reportedAt: null },
        data: { reportedAt: now },
      });
      return count === 1;
    },
  };
}

export type RefundsRepository = ReturnType<typeof refundsRepository>;

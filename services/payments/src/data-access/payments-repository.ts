import type { Payment } from '../generated/prisma/client.js';
import type { IntentSnapshot } from '../providers/payment-provider.js';
import type { Prisma } from './database.js';

export type { Payment };

export const OPEN_STATUSES = ['requires_payment_method', 'processing'];
const FINAL_STATUSES = ['succeeded', 'canceled'];

export interface NewPayment {
  intent: IntentSnapshot;
  provider: string;
  purpose: 'reservation' | 'order';
  reservationId?: number;
  trackingCode?: string;
  orderId?: number;
  userId?: string | null;
}

export function paymentsRepository(prisma: Prisma) {
  return {
    find: (id: string) => prisma.payment.findUnique({ where: { id } }),

    /** The reservation's or order's intent that can still be paid (a failed try included): reused, never a second one. */
    findOpen: (target: { reservationId: number } | { orderId: number }, provider: string) =>
      prisma.payment.findFirst({
        where: { ...target, provider, status: { in: OPEN_STATUSES } },
        orderBy: { createdAt: 'desc' },
      }),

    /** Every payment of a reservation, oldest first (a cancellation looks at all of them). */
    forReservation: (reservationId: number) =>
      prisma.payment.findMany({ where: { reservationId }, orderBy: { createdAt: 'asc' } }),

    countFor: (target: { reservationId: number } | { orderId: number }) => prisma.payment.count({ where: target }),

    /** Stores a new intent; the same intent stored twice (a concurrent create) is kept once. */
    async insert(row: NewPayment) {
      await prisma.payment.createMany({
        data: [
          {
            id: row.intent.id,
            provider: row.provider,
            purpose: row.purpose,
            reservationId: row.reservationId ?? null,
            trackingCode: row.trackingCode ?? null,
            orderId: row.orderId ?? null,
            userId: row.userId ?? null,
            amountCents: row.intent.amountCents,
            currency: row.intent.currency,
            clientSecret: row.intent.clientSecret,
            status: row.intent.status,
            lastErrorCode: row.intent.lastError?.code ?? null,
            lastErrorMessage: row.intent.lastError?.message ?? null,
          },
        ],
        skipDuplicates: true,
      });
      return prisma.payment.findUniqueOrThrow({ where: { id: row.intent.id } });
    },

    /**
     * Writes the provider's state unless the payment is already final (succeeded or canceled
     * never go back) or the state is older than the one stored (a late webhook). One
     * conditional UPDATE, so concurrent writers cannot interleave. Returns whether it changed.
     */
    async applyState(intent: IntentSnapshot, observedAt: number) {
      const before = await prisma.payment.findUnique({ where: { id: intent.id } });
      if (!before) return { payment: undefined, changed: false };
      const { count } = await prisma.payment.updateMany({
        where: {
          id: intent.id,
          status: { notIn: FINAL_STATUSES },
          OR: [{ stateEventAt: null }, { stateEventAt: { lte: observedAt } }],
        },
        data: {
          status: intent.status,
          lastErrorCode: intent.lastError?.code ?? null,
          lastErrorMessage: intent.lastError?.message ?? null,
          stateEventAt: observedAt,
        },
      });
      const payment = await prisma.payment.findUniqueOrThrow({ where: { id: intent.id } });
      const changed =
        count > 0 && (before.status !== payment.status || before.lastErrorMessage !== payment.lastErrorMessage);
      return { payment, changed };
    },

    /** Records the success once (the primary key is the intent); answers whether the paid mark still has to be delivered. */
    async claimSettlement(paymentId: string) {
      await prisma.settlement.createMany({ data: [{ paymentId }], skipDuplicates: true });
      const settlement = await prisma.settlement.findUniqueOrThrow({ where: { paymentId } });
      return settlement.appliedAt === null;
    },

    markSettlementApplied: (paymentId: string) =>
      prisma.settlement.updateMany({ where: { paymentId, appliedAt: null }, data: { appliedAt: new Date() } }),

    unappliedSettlements: () =>
      prisma.settlement.findMany({ where: { appliedAt: null }, include: { payment: true }, take: 50 }),

    /** First delivery of a webhook event: true; a redelivery: false. */
    async recordWebhookEvent(id: string, type: string) {
      const { count } = await prisma.webhookEvent.createMany({ data: [{ id, type }], skipDuplicates: true });
      return count === 1;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

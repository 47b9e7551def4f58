import type { Payment } from '../generated/prisma/client.js';
import type { IntentSnapshot } from '../providers/payment-provider.js';
import type { SettlementPolicy } from '../config.js';
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
    forReservation: (reservationId: number) => prisma.payment.findMany({ where: { reservationId }, orderBy: { createdAt: 'asc' } }),

    /** Every payment of an order, oldest first (a cancellation looks at all of them). */
    forOrder: (orderId: number) => prisma.payment.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } }),

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
     * Takes the provider's view of an intent into the payment's row, in one transaction with the
     * webhook event that brought it (when there is one): the event id is recorded only together
     * with the state change it causes, so an error anywhere rolls both back and Stripe's
     * redelivery applies it. A redelivered event changes nothing (`duplicate`). The row is locked
     * for the decision, so concurrent writers (a webhook and a verification) apply one after the
     * other; a success also records its settlement in the same transaction.
     */
    async applyState(intent: IntentSnapshot, observedAt: number, event?: { id: string; type: string }) {
      return prisma.$transaction(async (tx) => {
        if (event) {
          const { count } = await tx.webhookEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
          if (count === 0) {
            const payment = (await tx.payment.findUnique({ where: { id: intent.id } })) ?? undefined;
            return { payment, changed: false, duplicate: true };
          }
        }
        await tx.$queryRaw`SELECT 1 FROM "payments"."payments" WHERE id = ${intent.id} FOR UPDATE`;
        const before = await tx.payment.findUnique({ where: { id: intent.id } });
        if (!before) return { payment: undefined, changed: false, duplicate: false };
        if (!shouldApply(before, intent, observedAt)) return { payment: before, changed: false, duplicate: false };
        const lastErrorCode = intent.lastError?.code ?? null;
        const lastErrorMessage = intent.lastError?.message ?? null;
        const payment = await tx.payment.update({
          where: { id: intent.id },
          data: {
            status: intent.status,
            lastErrorCode,
            lastErrorMessage,
            stateEventAt: Math.max(before.stateEventAt ?? observedAt, observedAt),
          },
        });
        if (payment.status === 'succeeded') {
          await tx.settlement.createMany({ data: [{ paymentId: payment.id }], skipDuplicates: true });
        }
        const changed = before.status !== payment.status || before.lastErrorMessage !== payment.lastErrorMessage;
        return { payment, changed, duplicate: false };
      });
    },

    /** Records the success once (the primary key is the intent); answers whether the paid mark still has to be delivered. */
    async claimSettlement(paymentId: string) {
      await prisma.settlement.createMany({ data: [{ paymentId }], skipDuplicates: true });
      const settlement = await prisma.settlement.findUniqueOrThrow({ where: { paymentId } });
      return settlement.appliedAt === null;
    },

    markSettlementApplied: (paymentId: string, now: Date) => prisma.settlement.updateMany({ where: { paymentId, appliedAt: null }, data: { appliedAt: now } }),

    /**
     * A delivery that failed: one more attempt, the next one after `retryBaseMs * 2^(attempts-1)`
     * (at most maxBackoffMs), dead-lettered when the attempts reach maxAttempts. One UPDATE, so
     * concurrent failures count each.
     */
    async recordSettlementFailure(paymentId: string, error: string, now: Date, policy: SettlementPolicy) {
      const rows = await prisma.$queryRaw<{ attempts: number; next_attempt_at: Date; dead_lettered_at: Date | null }[]>`
        UPDATE "payments"."settlements"
        SET attempts = attempts + 1,
            last_error = ${error.slice(0, 1000)},
            next_attempt_at = ${now}::timestamptz
              + make_interval(secs => LEAST(${policy.retryBaseMs}::float8 * power(2, attempts), ${policy.maxBackoffMs}::float8) / 1000.0),
            dead_lettered_at = CASE WHEN attempts + 1 >= ${policy.maxAttempts} THEN COALESCE(dead_lettered_at, ${now}::timestamptz) ELSE dead_lettered_at END
        WHERE payment_id = ${paymentId} AND applied_at IS NULL
        RETURNING attempts, next_attempt_at, dead_lettered_at`;
      return rows[0];
    },

    /** Undelivered, not dead-lettered settlements whose next attempt is due, oldest first. */
    dueSettlements: (now: Date, take = 50) =>
      prisma.settlement.findMany({
        where: { appliedAt: null, deadLetteredAt: null, nextAttemptAt: { lte: now } },
        include: { payment: true },
        orderBy: [{ createdAt: 'asc' }, { paymentId: 'asc' }],
        take,
      }),

    /** Open intents of this provider older than `olderThan` (and younger than `notBefore`) not asked since `askedBefore`, least recently asked first. */
    reconcileCandidates: (provider: string, olderThan: Date, notBefore: Date, askedBefore: Date, take = 50) =>
      prisma.payment.findMany({
        where: {
          provider,
          status: { in: OPEN_STATUSES },
          createdAt: { lte: olderThan, gte: notBefore },
          OR: [{ reconciledAt: null }, { reconciledAt: { lte: askedBefore } }],
        },
        orderBy: [{ reconciledAt: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }],
        take,
      }),

    markReconciled: (id: string, now: Date) => prisma.payment.update({ where: { id }, data: { reconciledAt: now } }),

    /** What an administrator has to look at: paid marks given up on, and those still being retried. */
    async settlementAttention() {
      const [deadLettered, retrying] = await Promise.all([
        prisma.settlement.count({ where: { appliedAt: null, deadLetteredAt: { not: null } } }),
        prisma.settlement.count({ where: { appliedAt: null, deadLetteredAt: null, attempts: { gt: 0 } } }),
      ]);
      return { deadLettered, retrying };
    },

    /** First delivery of a webhook event: true; a redelivery: false. */
    async recordWebhookEvent(id: string, type: string) {
      const { count } = await prisma.webhookEvent.createMany({ data: [{ id, type }], skipDuplicates: true });
      return count === 1;
    },
  };
}

/**
 * States in rank order: requires_payment_method < processing < succeeded / canceled. A final
 * state never goes back, and a transition to one is always applied, whatever the clocks say (a
 * local clock ahead of Stripe's must not discard a success). A step up from an open state that
 * carries no error is applied too (nothing can have followed it but that step). Otherwise the
 * newer observation wins (`observedAt`, Unix seconds; equal ones apply, so a decline seen right
 * after a processing state is taken).
 */
const STATE_RANK: Record<string, number> = { requires_payment_method: 0, processing: 1, succeeded: 2, canceled: 2 };

export function shouldApply(before: Pick<Payment, 'status' | 'stateEventAt' | 'lastErrorMessage'>, intent: Pick<IntentSnapshot, 'status'>, observedAt: number) {
  if (FINAL_STATUSES.includes(before.status)) return false;
  if (FINAL_STATUSES.includes(intent.status)) return true;
  if ((STATE_RANK[intent.status] ?? 0) > (STATE_RANK[before.status] ?? 0) && !before.lastErrorMessage) return true;
  return before.stateEventAt === null || observedAt >= before.stateEventAt;
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

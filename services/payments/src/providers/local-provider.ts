import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Prisma } from '../data-access/database.js';
import { cardOutcome, type CardDetails } from './card-outcome.js';
import type { LocalIntent } from '../generated/prisma/client.js';
import { RefundRefused, type CreateIntentInput, type IntentSnapshot, type IntentStatus, type PaymentProvider } from './payment-provider.js';
// The local refunds keep Stripe's statuses, so they read exactly as Stripe's do.
import { refundSnapshotOf } from './stripe-provider.js';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

const snapshotOf = (row: LocalIntent): IntentSnapshot => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status as IntentStatus,
  lastError: row.lastErrorMessage ? { code: row.lastErrorCode ?? undefined, message: row.lastErrorMessage } : null,
});

const CANCELLABLE: IntentStatus[] = ['requires_payment_method', 'processing'];

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export class ClientSecretMismatch extends Error {}

export interface LocalProvider extends PaymentProvider {
  readonly name: 'local';
  /**
   * The browser's card form confirms here, as Stripe.js confirms at Stripe. Only an intent that
   * waits for a payment method takes a card; any other state is answered as it is.
   */
  confirm(id: string, clientSecret: string, card: CardDetails): Promise<IntentSnapshot | undefined>;
}

/**
 * PaymentIntents kept in this service's own table, with Stripe's states and test cards, so the
 * whole payment flow runs on a machine without Stripe keys. Refunds behave as Stripe's: pending
 * when made, settled when next asked (the refund worker's next poll); a payment made with the
 * "refund fails" card gets a refund that fails.
 */
export function createLocalProvider(prisma: Prisma, now: () => Date = () => new Date()): LocalProvider {
  return {
    name: 'local',

    async createIntent(input: CreateIntentInput) {
      const id = `pi_local_${token(18)}`;
      // A second create with the same key finds the first intent (the key is unique).
      await prisma.localIntent.createMany({
        data: [
          {
            id,
            clientSecret: `${id}_secret_${token(18)}`,
            amountCents: input.amountCents,
            currency: 'eur',
            status: 'requires_payment_method',
            idempotencyKey: input.idempotencyKey,
            metadata: input.metadata,
          },
        ],
        skipDuplicates: true,
      });
      return snapshotOf(await prisma.localIntent.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }));
    },

    async retrieveIntent(id: string) {
      const row = await prisma.localIntent.findUnique({ where: { id } });
      return row ? snapshotOf(row) : undefined;
    },

    async confirm(id, clientSecret, card) {
      const row = await prisma.localIntent.findUnique({ where: { id } });
      if (!row) return undefined;
      if (!sameSecret(row.clientSecret, clientSecret)) throw new ClientSecretMismatch();
      if (row.status !== 'requires_payment_method') return snapshotOf(row);
      const outcome = cardOutcome(card, now());
      // Conditional on the state read above: of two confirmations racing, one takes the card.
      await prisma.localIntent.updateMany({
        where: { id, status: 'requires_payment_method' },
        data: {
          status: outcome.status,
          lastErrorCode: outcome.error?.code ?? null,
          lastErrorMessage: outcome.error?.message ?? null,
          // The card that paid decides how its refund goes (as at Stripe); only its last digits are kept.
          ...(outcome.status === 'succeeded' ? { cardLast4: card.cardNumber.replace(/[\s-]/g, '').slice(-4), refundFails: outcome.refundFails === true } : {}),
        },
      });
      return snapshotOf(await prisma.localIntent.findUniqueOrThrow({ where: { id } }));
    },

    async cancelIntent(id) {
      // Conditional, so a card taken a moment earlier is not undone: the caller sees the success.
      await prisma.localIntent.updateMany({ where: { id, status: { in: CANCELLABLE } }, data: { status: 'canceled' } });
      const row = await prisma.localIntent.findUnique({ where: { id } });
      return row ? snapshotOf(row) : undefined;
    },

    async refund({ paymentIntentId, idempotencyKey }) {
      const intent = await prisma.localIntent.findUnique({ where: { id: paymentIntentId } });
      if (!intent) throw new RefundRefused(`No such payment_intent: '${paymentIntentId}'`);
      const known = await prisma.localRefund.findUnique({ where: { idempotencyKey } });
      if (known) return refundSnapshotOf(known);
      if (intent.status !== 'succeeded') throw new RefundRefused('This PaymentIntent does not have a successful charge to refund.');
      // Stripe answers a second refund of a fully refunded charge with charge_already_refunded;
      // the provider interface follows the refund that did it instead.
      const done = await prisma.localRefund.findFirst({ where: { intentId: intent.id, status: { in: ['pending', 'succeeded'] } } });
      if (done) return refundSnapshotOf(done);
      await prisma.localRefund.createMany({
        data: [{ id: `re_local_${token(18)}`, intentId: intent.id, amountCents: intent.amountCents, status: 'pending', idempotencyKey }],
        skipDuplicates: true,
      });
      return refundSnapshotOf(await prisma.localRefund.findUniqueOrThrow({ where: { idempotencyKey } }));
    },

    async retrieveRefund(id) {
      const row = await prisma.localRefund.findUnique({ where: { id } });
      if (!row) return undefined;
      if (row.status === 'pending') {
        const intent = await prisma.localIntent.findUnique({ where: { id: row.intentId } });
        const fails = intent?.refundFails ?? false;
        await prisma.localRefund.updateMany({
          where: { id, status: 'pending' },
          data: fails ? { status: 'failed', failureReason: 'expired_or_canceled_card' } : { status: 'succeeded' },
        });
        return refundSnapshotOf(await prisma.localRefund.findUniqueOrThrow({ where: { id } }));
      }
      return refundSnapshotOf(row);
    },
  };
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Prisma } from '../data-access/database.js';
import { cardOutcome, type CardDetails } from '../domain/card-outcome.js';
import type { LocalIntent } from '../generated/prisma/client.js';
import type { CreateIntentInput, IntentSnapshot, IntentStatus, PaymentProvider } from './payment-provider.js';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

const snapshotOf = (row: LocalIntent): IntentSnapshot => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status as IntentStatus,
  lastError: row.lastErrorMessage ? { code: row.lastErrorCode ?? undefined, message: row.lastErrorMessage } : null,
});

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
 * whole payment flow runs on a machine without Stripe keys.
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
        data: { status: outcome.status, lastErrorCode: outcome.error?.code ?? null, lastErrorMessage: outcome.error?.message ?? null },
      });
      return snapshotOf(await prisma.localIntent.findUniqueOrThrow({ where: { id } }));
    },
  };
}

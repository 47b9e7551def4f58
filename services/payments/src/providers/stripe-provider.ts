import Stripe from 'stripe';
import type { StripeSettings } from '../config.js';
import type { RefundStatus } from '@tire/contracts';
import {
  RefundRefused,
  type CreateIntentInput,
  type IntentEvent,
  type IntentSnapshot,
  type IntentStatus,
  type PaymentProvider,
  type RefundSnapshot,
} from './payment-provider.js';

/**
 * Stripe's eight PaymentIntent statuses in the four the service works with: an intent that
 * still needs a card (or its confirmation) waits for a payment method; one that waits for the
 * bank, 3-D Secure or a capture is processing.
 */
export function intentStatusOf(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_action':
    case 'requires_capture':
      return 'processing';
    default:
      return 'requires_payment_method';
  }
}

function snapshotOfStripeIntent(intent: Stripe.PaymentIntent): IntentSnapshot {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: intentStatusOf(intent.status),
    lastError: error ? { code: error.decline_code ?? error.code ?? undefined, message: error.message ?? 'Payment failed' } : null,
  };
}

/**
 * Stripe's refund statuses in the contract's three: one that waits (for the bank, or for the
 * customer's action on some payment methods) is pending; a failed or cancelled one has to be
 * tried again.
 */
export function refundStatusOf(status: string | null): RefundStatus {
  switch (status) {
    case 'succeeded':
      return 'refunded';
    case 'failed':
    case 'canceled':
      return 'refund_failed';
    default:
      return 'refund_pending';
  }
}

/** Stripe's refund failure_reason codes in words an administrator reads. */
const REFUND_FAILURE_MESSAGES: Record<string, string> = {
  expired_or_canceled_card: 'The card was expired or cancelled',
  lost_or_stolen_card: 'The card was reported lost or stolen',
  declined: 'The refund was declined by the card issuer',
  insufficient_funds: 'The refund could not be paid from the balance',
  merchant_request: 'The refund was cancelled by the business',
  unknown: 'The refund failed for an unknown reason',
};

export const refundFailureMessage = (reason: string | null | undefined, status: string | null) =>
  reason ? (REFUND_FAILURE_MESSAGES[reason] ?? reason) : `Refund ${status ?? 'failed'}`;

/**
 * A refund as the domain reads it, from Stripe's fields (or the local provider's, which keep
 * Stripe's statuses and failure reasons).
 */
export function refundSnapshotOf(refund: { id: string; amountCents: number; status: string | null; failureReason?: string | null }): RefundSnapshot {
  const status = refundStatusOf(refund.status);
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    status,
    failureMessage: status === 'refund_failed' ? refundFailureMessage(refund.failureReason, refund.status) : null,
  };
}

const snapshotOfStripeRefund = (refund: Stripe.Refund) =>
  refundSnapshotOf({ id: refund.id, amountCents: refund.amount, status: refund.status, failureReason: refund.failure_reason });

const isStripeNotFound = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

export class InvalidWebhookSignature extends Error {}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly acceptsWebhooks: boolean;
  /** Checks the Stripe-Signature header against the raw body; throws InvalidWebhookSignature. */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): IntentEvent;
}

/** Stripe's answer, or undefined when Stripe does not know the id. */
async function unlessNotFound<T>(ask: () => Promise<T>): Promise<T | undefined> {
  try {
    return await ask();
  } catch (error) {
    if (isStripeNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Refunds a payment in full. Refunded already (in Stripe's dashboard, or by an attempt whose
 * answer was lost under another key): that refund is the one to follow. Any other refusal is
 * RefundRefused.
 */
async function refundInFull(stripe: Stripe, paymentIntentId: string, idempotencyKey: string) {
  try {
    return snapshotOfStripeRefund(await stripe.refunds.create({ payment_intent: paymentIntentId, reason: 'requested_by_customer' }, { idempotencyKey }));
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    if (error.code === 'charge_already_refunded') {
      const { data } = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 10 });
      const done = data.find((r) => r.status === 'succeeded') ?? data[0];
      if (done) return snapshotOfStripeRefund(done);
    }
    throw new RefundRefused(error.message);
  }
}

/** A webhook's event, its signature checked against the raw body; InvalidWebhookSignature otherwise. */
function webhookEvent(stripe: Stripe, webhookSecret: string | undefined, rawBody: Buffer | string, signature: string | undefined): IntentEvent {
  if (!webhookSecret || !signature) throw new InvalidWebhookSignature('missing signature or secret');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'invalid signature');
  }
  const object = event.data.object as { object?: string };
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    ...(object.object === 'payment_intent' ? { intent: snapshotOfStripeIntent(object as Stripe.PaymentIntent) } : {}),
    // refund.* and charge.refund.updated carry the refund itself.
    ...(object.object === 'refund' ? { refund: snapshotOfStripeRefund(object as Stripe.Refund) } : {}),
  };
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
  });

  const provider: StripeProvider = {
    name: 'stripe',
    acceptsWebhooks: Boolean(settings.webhookSecret),

    async createIntent(input: CreateIntentInput) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          metadata: input.metadata,
          ...(input.description ? { description: input.description } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return snapshotOfStripeIntent(intent);
    },

    retrieveIntent: (id: string) => unlessNotFound(async () => snapshotOfStripeIntent(await stripe.paymentIntents.retrieve(id))),

    async cancelIntent(id, reason) {
      try {
        return await unlessNotFound(async () => snapshotOfStripeIntent(await stripe.paymentIntents.cancel(id, { cancellation_reason: reason })));
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded or is at the bank
        // (payment_intent_unexpected_state): its current state tells the caller what happened.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return provider.retrieveIntent(id);
        throw error;
      }
    },

    refund: ({ paymentIntentId, idempotencyKey }) => refundInFull(stripe, paymentIntentId, idempotencyKey),

    retrieveRefund: (id) => unlessNotFound(async () => snapshotOfStripeRefund(await stripe.refunds.retrieve(id))),

    parseWebhook: (rawBody, signature) => webhookEvent(stripe, settings.webhookSecret, rawBody, signature),
  };
  return provider;
}

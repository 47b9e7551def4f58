import Stripe from 'stripe';
import type { StripeSettings } from '../config.js';
import type { CreateIntentInput, IntentEvent, IntentSnapshot, IntentStatus, PaymentProvider } from './payment-provider.js';

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

export function snapshotOfStripeIntent(intent: Stripe.PaymentIntent): IntentSnapshot {
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

export class InvalidWebhookSignature extends Error {}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly acceptsWebhooks: boolean;
  /** Checks the Stripe-Signature header against the raw body; throws InvalidWebhookSignature. */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): IntentEvent;
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
  });

  return {
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

    async retrieveIntent(id: string) {
      try {
        return snapshotOfStripeIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret || !signature) throw new InvalidWebhookSignature('missing signature or secret');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'invalid signature');
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        ...(object.object === 'payment_intent' ? { intent: snapshotOfStripeIntent(object as Stripe.PaymentIntent) } : {}),
      };
    },
  };
}

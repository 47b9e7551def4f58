import { HttpError } from '@tire/service-kit';
import { InvalidWebhookSignature } from '../providers/stripe-provider.js';
import type { PaymentDeps } from './payment-deps.js';
import { recordIntentState } from './record-intent-state.js';
import { recordProviderRefund } from './refunds.js';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not configured on this server',
  badSignature: 'Invalid Stripe signature',
} as const;

/**
 * A Stripe event, after its signature was checked against the raw body. Each event id is handled
 * once: it is recorded in the same transaction as the state change it causes, so an error
 * before the commit (the database) leaves no trace and Stripe's redelivery applies it; a
 * redelivery of an applied event only retries an undelivered paid mark. Events about intents
 * this service did not make are acknowledged and ignored. Refund events (refund.updated,
 * charge.refund.updated) move a refund's state as the worker's poll would, and are recorded only
 * once that is done; the order of a refund's states is kept by the refund itself (a final state
 * does not go back), so a redelivery is harmless. Answers whether everything that follows was
 * done: false makes the route answer 500, so Stripe delivers again.
 */
export async function handleStripeWebhook(deps: PaymentDeps, rawBody: Buffer | string, signature: string | undefined) {
  if (deps.provider.name !== 'stripe' || !deps.provider.acceptsWebhooks) throw HttpError.saying('notFound', WEBHOOK_MESSAGES.notConfigured);
  let event;
  try {
    event = deps.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookSignature) throw HttpError.saying('validation', WEBHOOK_MESSAGES.badSignature);
    throw error;
  }
  const intent = event.intent;
  if (event.refund) {
    await recordProviderRefund(deps, event.refund);
    const firstDelivery = await deps.repo.recordWebhookEvent(event.id, event.type);
    return { eventId: event.id, duplicate: !firstDelivery, done: true };
  }
  if (!intent) {
    const firstDelivery = await deps.repo.recordWebhookEvent(event.id, event.type);
    return { eventId: event.id, duplicate: !firstDelivery, done: true };
  }
  const { settled, duplicate } = await recordIntentState(deps, intent, event.created, { id: event.id, type: event.type });
  return { eventId: event.id, duplicate, done: settled };
}

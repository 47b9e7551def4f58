import { createServiceApp, finish, type Logger } from '@tire/service-kit';

/**
 * The payments service: card payments (Stripe, or the local provider without keys): /api/create-payment-intent, /api/create-reservation-payment, /api/verify-payment/:id, /api/webhooks/stripe.
 * Not built yet: the payments issue (PaymentIntents with idempotency keys, verified and deduplicated webhooks) builds it. Until then it answers only /health and /health/ready;
 * every /api call is an honest 404 JSON from finish(), never a made-up business answer.
 */
export function createApp(logger: Logger) {
  return finish(createServiceApp(logger));
}

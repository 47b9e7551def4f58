import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const STRIPE_SETTINGS = { secretKey: 'sk_test_payments', webhookSecret: 'whsec_test_payments' };

/** Signs a webhook body the way Stripe does, with the SDK's own test helper. */
export function signedWebhook(event: object, secret = STRIPE_SETTINGS.webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = new Stripe(STRIPE_SETTINGS.secretKey).webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

export interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  last_payment_error: { code?: string; decline_code?: string; message: string; type: string } | null;
  metadata: Record<string, string>;
}

export interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  failure_reason?: string;
  created: number;
  metadata: Record<string, string>;
}

const stripeError = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { type: 'invalid_request_error', code, message } }, { status });

/**
 * The Stripe stand-in for one test file: listening from its first test to its last, emptied before
 * each test. Called before the file's own hooks, so it listens before the file starts its apps and
 * is emptied before it resets them.
 */
export function useStripeMock() {
  const stripe = stripeMock();
  beforeAll(() => {
    stripe.server.listen({ onUnhandledRequest: 'bypass' });
  });
  beforeEach(() => {
    stripe.reset();
  });
  afterAll(() => {
    stripe.server.close();
  });
  return stripe;
}

/**
 * Stripe's PaymentIntents and Refunds APIs as msw handlers on api.stripe.com: the real SDK sends
 * real HTTP, these answer it. Creations are recorded with their idempotency keys (a repeated key
 * answers the first object, as Stripe does); a test sets an intent's or a refund's state with
 * `setIntent` / `setRefund`, and the status new refunds start in with `refundCreateStatus`.
 */
export function stripeMock() {
  const intents = new Map<string, StoredIntent>();
  const byKey = new Map<string, string>();
  const creations: { idempotencyKey: string | null; params: URLSearchParams; authorization: string | null }[] = [];
  const refunds = new Map<string, StoredRefund>();
  const refundByKey = new Map<string, string>();
  const refundCreations: { idempotencyKey: string | null; params: URLSearchParams }[] = [];
  const cancellations: { id: string; params: URLSearchParams }[] = [];
  /** Every GET of an intent, by id (what verifications and the reconciliation cost at Stripe). */
  const retrievals: string[] = [];
  const settings: { refundCreateStatus: StoredRefund['status']; failureReason: string } = {
    refundCreateStatus: 'pending',
    failureReason: 'expired_or_canceled_card',
  };

  const server = setupServer(
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const params = new URLSearchParams(await request.text());
      const idempotencyKey = request.headers.get('idempotency-key');
      creations.push({ idempotencyKey, params, authorization: request.headers.get('authorization') });
      const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (known) return HttpResponse.json(intents.get(known));
      const id = `pi_test_${intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intent: StoredIntent = {
        id,
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? 'eur',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_abc`,
        last_payment_error: null,
        metadata,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, id);
      return HttpResponse.json(intent);
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
      retrievals.push(String(params.id));
      const intent = intents.get(String(params.id));
      if (!intent) {
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.id}'` } },
          { status: 404 },
        );
      }
      return HttpResponse.json(intent);
    }),
    // Stripe cancels an intent that was not paid; one that succeeded or is at the bank is refused.
    http.post('https://api.stripe.com/v1/payment_intents/:id/cancel', async ({ request, params }) => {
      const intent = intents.get(String(params.id));
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${params.id}'`);
      cancellations.push({ id: intent.id, params: new URLSearchParams(await request.text()) });
      if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
        return stripeError(400, 'payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
      }
      intent.status = 'canceled';
      return HttpResponse.json(intent);
    }),
    http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
      const params = new URLSearchParams(await request.text());
      const idempotencyKey = request.headers.get('idempotency-key');
      refundCreations.push({ idempotencyKey, params });
      const known = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
      if (known) return HttpResponse.json(refunds.get(known));
      const intent = intents.get(params.get('payment_intent') ?? '');
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${params.get('payment_intent')}'`);
      if (intent.status !== 'succeeded') {
        return stripeError(400, 'payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.');
      }
      const id = `re_test_${refunds.size + 1}`;
      const status = settings.refundCreateStatus;
      const refund: StoredRefund = {
        id,
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: params.get('reason'),
        status,
        ...(status === 'failed' ? { failure_reason: settings.failureReason } : {}),
        created: Math.floor(Date.now() / 1000),
        metadata: {},
      };
      refunds.set(id, refund);
      if (idempotencyKey) refundByKey.set(idempotencyKey, id);
      return HttpResponse.json(refund);
    }),
    http.get('https://api.stripe.com/v1/refunds/:id', ({ params }) => {
      const refund = refunds.get(String(params.id));
      if (!refund) return stripeError(404, 'resource_missing', `No such refund: '${params.id}'`);
      return HttpResponse.json(refund);
    }),
  );

  return {
    server,
    creations,
    refundCreations,
    cancellations,
    retrievals,
    settings,
    intent: (id: string) => intents.get(id)!,
    setIntent(id: string, change: Partial<StoredIntent>) {
      Object.assign(intents.get(id)!, change);
      return intents.get(id)!;
    },
    refund: (id: string) => refunds.get(id)!,
    setRefund(id: string, change: Partial<StoredRefund>) {
      Object.assign(refunds.get(id)!, change);
      return refunds.get(id)!;
    },
    reset() {
      intents.clear();
      byKey.clear();
      creations.length = 0;
      refunds.clear();
      refundByKey.clear();
      refundCreations.length = 0;
      cancellations.length = 0;
      retrievals.length = 0;
      Object.assign(settings, { refundCreateStatus: 'pending', failureReason: 'expired_or_canceled_card' });
    },
  };
}

/** A refund.* or charge.refund.* event as Stripe sends it, with the refund as it was at `created`. */
export function refundEvent(type: string, refund: StoredRefund, created: number) {
  eventNumber++;
  return { id: `evt_test_${eventNumber}`, object: 'event', type, created, data: { object: { ...refund } }, livemode: false };
}

let eventNumber = 0;
/** A payment_intent.* event as Stripe sends it, with the intent as it was at `created`. */
export function intentEvent(type: string, intent: StoredIntent, created: number) {
  eventNumber++;
  return { id: `evt_test_${eventNumber}`, object: 'event', type, created, data: { object: { ...intent } }, livemode: false };
}

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';

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

/**
 * Stripe's PaymentIntents API as msw handlers on api.stripe.com: the real SDK sends real HTTP,
 * these answer it. Creations are recorded with their idempotency keys (a repeated key answers
 * the first intent, as Stripe does); a test sets an intent's state with `setIntent`.
 */
export function stripeMock() {
  const intents = new Map<string, StoredIntent>();
  const byKey = new Map<string, string>();
  const creations: { idempotencyKey: string | null; params: URLSearchParams; authorization: string | null }[] = [];

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
      const intent = intents.get(String(params.id));
      if (!intent) {
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${params.id}'` } },
          { status: 404 },
        );
      }
      return HttpResponse.json(intent);
    }),
  );

  return {
    server,
    creations,
    intent: (id: string) => intents.get(id)!,
    setIntent(id: string, change: Partial<StoredIntent>) {
      Object.assign(intents.get(id)!, change);
      return intents.get(id)!;
    },
    reset() {
      intents.clear();
      byKey.clear();
      creations.length = 0;
    },
  };
}

let eventNumber = 0;
/** A payment_intent.* event as Stripe sends it, with the intent as it was at `created`. */
export function intentEvent(type: string, intent: StoredIntent, created: number) {
  eventNumber++;
  return { id: `evt_test_${eventNumber}`, object: 'event', type, created, data: { object: { ...intent } }, livemode: false };
}

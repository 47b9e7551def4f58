import {
  confirmLocalPaymentBodySchema,
  createPaymentIntentBodySchema,
  createReservationPaymentBodySchema,
} from '@tire/contracts';
import { HttpError, IDENTITY_HEADERS, identityHeader } from '@tire/service-kit';
import { Router, type Request } from 'express';
import { confirmLocalPayment } from '../../domain/confirm-local-payment.js';
import { createOrderPayment, createReservationPayment } from '../../domain/create-payment.js';
import { handleStripeWebhook } from '../../domain/handle-stripe-webhook.js';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { verifyPayment } from '../../domain/verify-payment.js';
import { guardBodyText, intentIdOf, MAX_INTENT_ID_LENGTH } from './input-guard.js';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** The service answers the same paths as the public /api: the BFF proxies them one to one. */
export function paymentRoutes(deps: PaymentDeps) {
  const router = Router();

  router.post('/api/create-reservation-payment', async (req, res) => {
    guardBodyText(req.body, { trackingCode: 40 });
    const parsed = createReservationPaymentBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    res.json(await createReservationPayment(deps, parsed.data.trackingCode));
  });

  router.post('/api/create-payment-intent', async (req, res) => {
    guardBodyText(req.body, { amount: 20, orderId: 20 });
    const parsed = createPaymentIntentBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    res.json(await createOrderPayment(deps, parsed.data.orderId, identityHeader(req, IDENTITY_HEADERS.userId)));
  });

  router.get('/api/verify-payment/:paymentIntentId', async (req, res) => {
    res.json(await verifyPayment(deps, intentIdOf(req.params.paymentIntentId)));
  });

  router.post('/api/payments/local/confirm', async (req, res) => {
    guardBodyText(req.body, { paymentIntentId: MAX_INTENT_ID_LENGTH, clientSecret: 255, cardNumber: 30, expiry: 10, cvc: 10 });
    const parsed = confirmLocalPaymentBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    res.json(await confirmLocalPayment(deps, { ...parsed.data, paymentIntentId: intentIdOf(parsed.data.paymentIntentId) }));
  });

  // The body is the raw bytes (createServiceApp's rawBodyPaths): the signature covers them exactly.
  router.post(STRIPE_WEBHOOK_PATH, async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = await handleStripeWebhook(deps, raw, identityHeader(req, 'stripe-signature'));
    res.status(result.done ? 200 : 500).json({ received: true, duplicate: result.duplicate });
  });

  return router;
}

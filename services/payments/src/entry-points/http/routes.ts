import {
  confirmLocalPayment as confirmLocalPaymentCall,
  createPaymentIntent,
  createReservationPayment as createReservationPaymentCall,
  receiveStripeWebhook,
  verifyPayment as verifyPaymentCall,
} from '@tire/contracts';
import { IDENTITY_HEADERS, identityHeader, mountCall } from '@tire/service-kit';
import { Router } from 'express';
import { confirmLocalPayment } from '../../domain/confirm-local-payment.js';
import { createOrderPayment, createReservationPayment } from '../../domain/create-payment.js';
import { handleStripeWebhook } from '../../domain/handle-stripe-webhook.js';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { verifyPayment } from '../../domain/verify-payment.js';
import { guardBodyText, intentIdOf, MAX_INTENT_ID_LENGTH } from './input-guard.js';

/** The webhook's body is kept as raw bytes (createServiceApp's rawBodyPaths): the signature covers them exactly. */
export const STRIPE_WEBHOOK_PATH = receiveStripeWebhook.path;

/** Every text a body carries is bounded and printable before the contract reads it (see guardBodyText). */
const textLimits = (limits: Record<string, number>) => ({ screen: (req: { body?: unknown }) => guardBodyText(req.body, limits) });

/** The service answers the same paths as the public /api: the BFF proxies them one to one. */
export function paymentRoutes(deps: PaymentDeps) {
  const router = Router();

  mountCall(router, createReservationPaymentCall, ({ body }) => createReservationPayment(deps, body.trackingCode), textLimits({ trackingCode: 40 }));

  mountCall(
    router,
    createPaymentIntent,
    ({ body, req }) => createOrderPayment(deps, body.orderId, identityHeader(req, IDENTITY_HEADERS.userId)),
    textLimits({ amount: 20, orderId: 20 }),
  );

  // The id's own rule (Stripe's and the local provider's characters) comes before the contract's bounded text.
  mountCall(router, verifyPaymentCall, ({ params }) => verifyPayment(deps, params.paymentIntentId), {
    screen: (req) => intentIdOf(req.params.paymentIntentId),
  });

  mountCall(
    router,
    confirmLocalPaymentCall,
    ({ body }) => confirmLocalPayment(deps, { ...body, paymentIntentId: intentIdOf(body.paymentIntentId) }),
    textLimits({ paymentIntentId: MAX_INTENT_ID_LENGTH, clientSecret: 255, cardNumber: 30, expiry: 10, cvc: 10 }),
  );

  mountCall(router, receiveStripeWebhook, async ({ req, res }) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = await handleStripeWebhook(deps, raw, identityHeader(req, 'stripe-signature'));
    res.status(result.done ? 200 : 500);
    return { received: true, duplicate: result.duplicate };
  });

  return router;
}

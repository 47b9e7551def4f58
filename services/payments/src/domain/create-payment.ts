import { HttpError } from '@tire/service-kit';
import type { Payment } from '../data-access/payments-repository.js';
import type { PaymentDeps } from './payment-deps.js';

export interface CreatedPayment {
  clientSecret: string;
  /** Euros. */
  amount: number;
  paymentIntentId: string;
  provider: 'local' | 'stripe';
  /** For Stripe Elements in the browser; never the secret key. */
  publishableKey?: string;
}

const answer = (deps: PaymentDeps, payment: Payment): CreatedPayment => ({
  clientSecret: payment.clientSecret,
  amount: payment.amountCents / 100,
  paymentIntentId: payment.id,
  provider: deps.provider.name,
  ...(deps.provider.name === 'stripe' && deps.publishableKey ? { publishableKey: deps.publishableKey } : {}),
});

/**
 * An intent for a reservation, for the amount the reservations service computed (the browser
 * sends only the tracking code). An intent that can still be paid is reused; a new one is made
 * with an idempotency key per attempt, so two concurrent requests get the same intent.
 */
export async function createReservationPayment(deps: PaymentDeps, trackingCode: string) {
  const reservation = await deps.reservations.byCode(trackingCode);
  if (!reservation) throw HttpError.of('reservation.reservationNotFound');
  if (reservation.paymentStatus === 'paid') throw HttpError.of('payment.alreadyPaid');
  if (reservation.status === 'cancelled') throw HttpError.of('payment.reservationCancelled');

  const target = { reservationId: reservation.id };
  let payment = await deps.repo.findOpen(target, deps.provider.name);
  if (!payment || payment.amountCents !== reservation.totalCents) {
    const attempt = await deps.repo.countFor(target);
    const intent = await deps.provider.createIntent({
      amountCents: reservation.totalCents,
      metadata: { purpose: 'reservation', reservationId: String(reservation.id), trackingCode: reservation.trackingCode },
      description: `Reservation ${reservation.trackingCode}`,
      idempotencyKey: `reservation-${reservation.id}-${reservation.totalCents}-${attempt}`,
    });
    payment = await deps.repo.insert({
      intent,
      provider: deps.provider.name,
      purpose: 'reservation',
      reservationId: reservation.id,
      trackingCode: reservation.trackingCode,
    });
  }
  return { ...answer(deps, payment), holdExpiresAt: reservation.holdExpiresAt ?? null };
}

/** An intent for the caller's own order, for the order's total as the catalogue service stores it. */
export async function createOrderPayment(deps: PaymentDeps, orderId: number, userId: string | undefined) {
  if (!userId) throw HttpError.of('unauthorized');
  const order = await deps.catalogue.order(orderId);
  // Someone else's order is answered as missing: its existence is not the caller's business.
  if (!order || order.userId !== userId) throw HttpError.of('payment.orderNotFound');
  if (order.status === 'paid' || order.status === 'processing' || order.status === 'delivered') {
    throw HttpError.of('payment.orderAlreadyPaid');
  }
  if (order.status === 'cancelled') throw HttpError.of('payment.orderCancelled');

  const target = { orderId: order.id };
  let payment = await deps.repo.findOpen(target, deps.provider.name);
  if (!payment || payment.amountCents !== order.totalCents) {
    const attempt = await deps.repo.countFor(target);
    const intent = await deps.provider.createIntent({
      amountCents: order.totalCents,
      metadata: { purpose: 'order', orderId: String(order.id), userId },
      description: `Tire order ${order.id}`,
      idempotencyKey: `order-${order.id}-${order.totalCents}-${attempt}`,
    });
    payment = await deps.repo.insert({ intent, provider: deps.provider.name, purpose: 'order', orderId: order.id, userId });
  }
  return answer(deps, payment);
}

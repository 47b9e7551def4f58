import { HttpError } from '@tire/service-kit';
import type { NewPayment, Payment } from '../data-access/payments-repository.js';
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

/** What a new intent for a reservation or an order is made of. */
interface IntentRequest {
  target: { reservationId: number } | { orderId: number };
  amountCents: number;
  /** `reservation-<id>` or `order-<id>`: with the amount and the attempt, the idempotency key. */
  key: string;
  metadata: Record<string, string>;
  description: string;
  /** What the table records of it besides the intent and the provider. */
  row: Omit<NewPayment, 'intent' | 'provider'>;
}

/**
 * The target's intent that can still be paid, when it is for the amount due; otherwise a new one,
 * with an idempotency key per target, amount and attempt, so two concurrent requests get the same
 * intent. The one rule for reservations and orders alike.
 */
async function openOrNewPayment(deps: PaymentDeps, { target, amountCents, key, metadata, description, row }: IntentRequest) {
  const open = await deps.repo.findOpen(target, deps.provider.name);
  if (open && open.amountCents === amountCents) return open;
  const attempt = await deps.repo.countFor(target);
  const intent = await deps.provider.createIntent({ amountCents, metadata, description, idempotencyKey: `${key}-${amountCents}-${attempt}` });
  return deps.repo.insert({ intent, provider: deps.provider.name, ...row });
}

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

  const payment = await openOrNewPayment(deps, {
    target: { reservationId: reservation.id },
    amountCents: reservation.totalCents,
    key: `reservation-${reservation.id}`,
    metadata: { purpose: 'reservation', reservationId: String(reservation.id), trackingCode: reservation.trackingCode },
    description: `Reservation ${reservation.trackingCode}`,
    row: { purpose: 'reservation', reservationId: reservation.id, trackingCode: reservation.trackingCode },
  });
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

  const payment = await openOrNewPayment(deps, {
    target: { orderId: order.id },
    amountCents: order.totalCents,
    key: `order-${order.id}`,
    metadata: { purpose: 'order', orderId: String(order.id), userId },
    description: `Tire order ${order.id}`,
    row: { purpose: 'order', orderId: order.id, userId },
  });
  return answer(deps, payment);
}

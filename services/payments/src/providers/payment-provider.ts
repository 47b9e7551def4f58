import type { PaymentProviderName, RefundStatus } from '@tire/contracts';

/** A PaymentIntent's status as Stripe names it; the local provider uses the same four. */
export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentError {
  code?: string;
  message: string;
}

/** What the service needs to know of a PaymentIntent, whichever provider holds it. */
export interface IntentSnapshot {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  /** The last attempt's failure (a declined card leaves the intent in requires_payment_method). */
  lastError: PaymentError | null;
}

export interface CreateIntentInput {
  amountCents: number;
  metadata: Record<string, string>;
  description?: string;
  /** The same key gives the same intent back, so a retried or concurrent create never makes two. */
  idempotencyKey: string;
}

/** What the service needs to know of a refund at the provider, in the contract's three states. */
export interface RefundSnapshot {
  /** The provider's refund id (re_...). */
  id: string;
  amountCents: number;
  status: RefundStatus;
  /** The provider's reason when the refund failed. */
  failureMessage: string | null;
}

/**
 * The provider refused to make the refund (a request it will not accept, not a network or server
 * failure): the attempt counts as failed and is retried later. Transient errors are thrown as they are.
 */
export class RefundRefused extends Error {}

export interface RefundInput {
  paymentIntentId: string;
  /** The same key answers the same refund, so a retried call never refunds twice. */
  idempotencyKey: string;
}

/** A webhook event about a PaymentIntent or a refund, after its signature was checked. */
export interface IntentEvent {
  id: string;
  type: string;
  /** Unix seconds: lets an older event that arrives late be ignored. */
  created: number;
  intent?: IntentSnapshot;
  refund?: RefundSnapshot;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<IntentSnapshot>;
  /** undefined when the provider does not know the id. */
  retrieveIntent(id: string): Promise<IntentSnapshot | undefined>;
  /**
   * Cancels an intent that was not paid. An intent the provider will not cancel (it succeeded
   * meanwhile, or is processing at the bank) is answered in its current state, so the caller
   * sees the money that came in; undefined when the provider does not know the id.
   */
  cancelIntent(id: string, reason: 'requested_by_customer' | 'abandoned'): Promise<IntentSnapshot | undefined>;
  /** Refunds a succeeded intent in full. */
  refund(input: RefundInput): Promise<RefundSnapshot>;
  /** undefined when the provider does not know the id. */
  retrieveRefund(id: string): Promise<RefundSnapshot | undefined>;
}

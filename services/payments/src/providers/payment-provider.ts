import type { PaymentProviderName } from '@tire/contracts';

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

/** A webhook event about a PaymentIntent, after its signature was checked. */
export interface IntentEvent {
  id: string;
  type: string;
  /** Unix seconds: lets an older event that arrives late be ignored. */
  created: number;
  intent?: IntentSnapshot;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<IntentSnapshot>;
  /** undefined when the provider does not know the id. */
  retrieveIntent(id: string): Promise<IntentSnapshot | undefined>;
}

import type { Logger } from '@tire/service-kit';
import type { ReconcilePolicy, RefundPolicy, SettlementPolicy } from '../config.js';
import type { CatalogueClient } from '../data-access/catalogue-client.js';
import type { PaymentsRepository } from '../data-access/payments-repository.js';
import type { RefundsRepository } from '../data-access/refunds-repository.js';
import type { ReservationsClient } from '../data-access/reservations-client.js';
import type { LocalProvider } from '../providers/local-provider.js';
import type { StripeProvider } from '../providers/stripe-provider.js';
import type { IntentCache } from './intent-cache.js';

export interface PaymentDeps {
  repo: PaymentsRepository;
  refunds: RefundsRepository;
  refundPolicy: RefundPolicy;
  settlementPolicy: SettlementPolicy;
  reconcilePolicy: ReconcilePolicy;
  /** The provider's retrieve shared by verifications for a few seconds. */
  intentCache: IntentCache;
  provider: LocalProvider | StripeProvider;
  /** Stripe's publishable key for Stripe Elements, when the Stripe provider is active and one is set. */
  publishableKey?: string;
  reservations: ReservationsClient;
  catalogue: CatalogueClient;
  logger: Logger;
  now: () => Date;
}

/** The answer of GET /internal/payments/attention. */
export interface PaymentsAttention {
  settlements: { deadLettered: number; retrying: number };
  refunds: { failed: number; retrying: number };
}

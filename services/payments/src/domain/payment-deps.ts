import type { Logger } from '@tire/service-kit';
import type { RefundPolicy } from '../config.js';
import type { CatalogueClient } from '../data-access/catalogue-client.js';
import type { PaymentsRepository } from '../data-access/payments-repository.js';
import type { RefundsRepository } from '../data-access/refunds-repository.js';
import type { ReservationsClient } from '../data-access/reservations-client.js';
import type { LocalProvider } from '../providers/local-provider.js';
import type { StripeProvider } from '../providers/stripe-provider.js';

export interface PaymentDeps {
  repo: PaymentsRepository;
  refunds: RefundsRepository;
  refundPolicy: RefundPolicy;
  provider: LocalProvider | StripeProvider;
  /** Stripe's publishable key for Stripe Elements, when the Stripe provider is active and one is set. */
  publishableKey?: string;
  reservations: ReservationsClient;
  catalogue: CatalogueClient;
  logger: Logger;
  now: () => Date;
}

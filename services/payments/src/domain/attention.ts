import type { PaymentDeps, PaymentsAttention } from './payment-deps.js';

/**
 * GET /internal/payments/attention: counts an administrator acts on. `settlements.deadLettered`:
 * succeeded payments whose paid mark was given up on after settlementPolicy.maxAttempts (the
 * reservation or order does not know it is paid); `settlements.retrying`: marks still being
 * retried. `refunds.failed`: refunds that failed refundPolicy.maxAttempts times (the customer has
 * not got the money back); `refunds.retrying`: failed refunds still to be tried again.
 */
export async function paymentsAttention(deps: PaymentDeps): Promise<PaymentsAttention> {
  const maxAttempts = deps.refundPolicy.maxAttempts;
  const [settlements, failed, retrying] = await Promise.all([
    deps.repo.settlementAttention(),
    deps.refunds.countFailed({ givenUp: true, maxAttempts }),
    deps.refunds.countFailed({ givenUp: false, maxAttempts }),
  ]);
  return { settlements, refunds: { failed, retrying } };
}

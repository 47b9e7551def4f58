import { SERVICE_URLS } from '@tire/service-kit';
import { callService } from './upstream.js';

/** GET /internal/orders/:id of the catalogue service. */
export interface OrderForPayment {
  id: number;
  userId: string;
  totalCents: number;
  status: string;
}

export interface CatalogueClient {
  order(id: number): Promise<OrderForPayment | undefined>;
  /** Idempotent on the catalogue's side: pending -> paid. */
  markPaid(id: number, payment: { paymentIntentId: string; amountCents: number }): Promise<void>;
}

export function createCatalogueClient(baseUrl: string = SERVICE_URLS.catalogue): CatalogueClient {
  return {
    order: (id) => callService<OrderForPayment>(baseUrl, `/internal/orders/${id}`),
    async markPaid(id, payment) {
      const answer = await callService(baseUrl, `/internal/orders/${id}/paid`, { method: 'POST', body: payment });
      if (!answer) throw new Error(`order ${id} not found to mark paid`);
    },
  };
}

import { SERVICE_URLS } from '@tire/service-kit';
import { callService } from './upstream.js';

/** GET /internal/reservations/by-code/:code of the reservations service. */
export interface ReservationForPayment {
  id: number;
  trackingCode: string;
  totalCents: number;
  paymentStatus: 'pending' | 'paid' | 'failed';
  status: 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';
  email: string | null;
  language: string | null;
  holdExpiresAt?: string | null;
}

export interface ReservationsClient {
  byCode(code: string): Promise<ReservationForPayment | undefined>;
  /** Idempotent: the reservation becomes paid (and its receipt is sent) once. */
  markPaid(id: number, payment: { paymentIntentId: string; amountCents: number }): Promise<void>;
  markPaymentFailed(id: number, payment: { paymentIntentId: string; message: string | null }): Promise<void>;
}

export function createReservationsClient(baseUrl: string = SERVICE_URLS.reservations): ReservationsClient {
  return {
    byCode: (code) => callService<ReservationForPayment>(baseUrl, `/internal/reservations/by-code/${encodeURIComponent(code)}`),
    async markPaid(id, payment) {
      const answer = await callService(baseUrl, `/internal/reservations/${id}/paid`, { method: 'POST', body: payment });
      if (!answer) throw new Error(`reservation ${id} not found to mark paid`);
    },
    async markPaymentFailed(id, payment) {
      await callService(baseUrl, `/internal/reservations/${id}/payment-failed`, { method: 'POST', body: payment });
    },
  };
}

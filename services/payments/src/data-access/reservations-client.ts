import {
  callPath,
  getReservationByCode,
  reportReservationPaid,
  reportReservationPaymentFailed,
  reportReservationRefund,
  type RefundStateBody,
  type ReservationForPayment,
} from '@tire/contracts';
import { callService, SERVICE_URLS } from '@tire/service-kit';

/** The reservations service's answer to a paid mark (more fields may come; these are read). */
export interface PaidMarkAnswer {
  /** The booking was cancelled before the money came: the payment must be refunded. */
  refundRequired?: boolean;
}

export interface ReservationsClient {
  byCode(code: string): Promise<ReservationForPayment | undefined>;
  /** Idempotent: the reservation becomes paid (and its receipt is sent) once. */
  markPaid(id: number, payment: { paymentIntentId: string; amountCents: number }): Promise<PaidMarkAnswer>;
  markPaymentFailed(id: number, payment: { paymentIntentId: string; message: string | null }): Promise<void>;
  /** reportReservationRefund: a refund's state. Idempotent on the reservations side; throws unless accepted. */
  reportRefund(id: number, refund: RefundStateBody): Promise<void>;
}

/** This client's calls carry the payments service's token for the reservations service. */
const ROUTE = { from: 'payments', to: 'reservations' } as const;
const call = <T>(baseUrl: string, path: string, init?: { method?: string; body?: unknown }) => callService<T>(ROUTE, baseUrl, path, init);

export function createReservationsClient(baseUrl: string = SERVICE_URLS.reservations): ReservationsClient {
  return {
    byCode: (code) => call<ReservationForPayment>(baseUrl, callPath(getReservationByCode, { code })),
    async markPaid(id, payment) {
      const answer = await call<PaidMarkAnswer>(baseUrl, callPath(reportReservationPaid, { id }), { method: 'POST', body: payment });
      if (!answer) throw new Error(`reservation ${id} not found to mark paid`);
      return answer;
    },
    async markPaymentFailed(id, payment) {
      await call(baseUrl, callPath(reportReservationPaymentFailed, { id }), { method: 'POST', body: payment });
    },
    async reportRefund(id, refund) {
      const answer = await call(baseUrl, callPath(reportReservationRefund, { id }), { method: 'POST', body: refund });
      // A 404 leaves the report to be sent again: nothing about money is dropped silently.
      if (!answer) throw new Error(`reservation ${id} not found to report refund ${refund.refundId}`);
    },
  };
}

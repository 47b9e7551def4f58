import { type AnswerOf, injectCalls } from '@tire/platform';
import type { ConfirmLocalPaymentBody } from '@tire/contracts';

export type ReservationPaymentAnswer = AnswerOf<'createReservationPayment'>;
export type OrderPaymentAnswer = AnswerOf<'createPaymentIntent'>;
export type LocalConfirmAnswer = AnswerOf<'confirmLocalPayment'>;

/** What checkout pays: one PaymentIntent, for a reservation or for an order (the hold only for reservations). */
export type PaymentAnswer = ReservationPaymentAnswer | (OrderPaymentAnswer & { holdExpiresAt?: undefined });

export const paymentsApi = injectCalls((call) => ({
  createReservationPayment: call.mutation('createReservationPayment', {
    query: (body: { trackingCode: string }, url) => ({ url, method: 'POST', body }),
  }),
  // The amount is taken from the order on the server; the body keeps the spec's shape.
  createOrderPayment: call.mutation('createPaymentIntent', {
    query: ({ orderId }: { orderId: number }, url) => ({ url, method: 'POST', body: { orderId } }),
  }),
  confirmLocalPayment: call.mutation('confirmLocalPayment', {
    query: (body: ConfirmLocalPaymentBody, url) => ({ url, method: 'POST', body }),
    // A paid reservation or order reads as paid everywhere afterwards.
    invalidatesTags: (result) => (result?.status === 'succeeded' ? ['Order', 'Reservation', 'Payment'] : []),
  }),
}));

export const { useCreateReservationPaymentMutation, useCreateOrderPaymentMutation, useConfirmLocalPaymentMutation } = paymentsApi;

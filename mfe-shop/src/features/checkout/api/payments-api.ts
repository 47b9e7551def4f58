import { injectEndpoints } from '@tire/platform';
import { confirmLocalPayment, createPaymentIntent, createReservationPayment, type ConfirmLocalPaymentBody } from '@tire/contracts';

/** The answer a call's response schema describes (mfe-shop does not depend on zod itself). */
type Answer<Call extends { response?: { _zod: { output: unknown } } }> = NonNullable<Call['response']>['_zod']['output'];

export type ReservationPaymentAnswer = Answer<typeof createReservationPayment>;
export type OrderPaymentAnswer = Answer<typeof createPaymentIntent>;
export type LocalConfirmAnswer = Answer<typeof confirmLocalPayment>;

/** What checkout pays: one PaymentIntent, for a reservation or for an order (the hold only for reservations). */
export type PaymentAnswer = ReservationPaymentAnswer | (OrderPaymentAnswer & { holdExpiresAt?: undefined });

export const paymentsApi = injectEndpoints({
  endpoints: (build) => ({
    createReservationPayment: build.mutation<ReservationPaymentAnswer, { trackingCode: string }>({
      query: (body) => ({ url: createReservationPayment.path, method: 'POST', body }),
    }),
    // The amount is taken from the order on the server; the body keeps the spec's shape.
    createOrderPayment: build.mutation<OrderPaymentAnswer, { orderId: number }>({
      query: ({ orderId }) => ({ url: createPaymentIntent.path, method: 'POST', body: { orderId } }),
    }),
    confirmLocalPayment: build.mutation<LocalConfirmAnswer, ConfirmLocalPaymentBody>({
      query: (body) => ({ url: confirmLocalPayment.path, method: 'POST', body }),
      // A paid reservation or order reads as paid everywhere afterwards.
      invalidatesTags: (result) => (result?.status === 'succeeded' ? ['Order', 'Reservation', 'Payment'] : []),
    }),
  }),
});

export const { useCreateReservationPaymentMutation, useCreateOrderPaymentMutation, useConfirmLocalPaymentMutation } = paymentsApi;

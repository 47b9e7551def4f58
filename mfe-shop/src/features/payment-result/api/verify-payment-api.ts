import { injectEndpoints } from '@tire/platform';
import { callPath, verifyPayment, type PaymentIntentResult } from '@tire/contracts';

export const verifyPaymentApi = injectEndpoints({
  endpoints: (build) => ({
    verifyPayment: build.query<PaymentIntentResult, string>({
      query: (paymentIntentId) => callPath(verifyPayment, { paymentIntentId }),
      // A payment's state moves on (processing → succeeded): never show an old answer.
      keepUnusedDataFor: 0,
      providesTags: ['Payment'],
    }),
  }),
});

export const { useVerifyPaymentQuery } = verifyPaymentApi;

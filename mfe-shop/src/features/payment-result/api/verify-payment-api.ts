import { baseApi } from '@tire/platform';
import type { PaymentIntentResult } from '@tire/contracts';

export const verifyPaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyPayment: build.query<PaymentIntentResult, string>({
      query: (paymentIntentId) => `/api/verify-payment/${encodeURIComponent(paymentIntentId)}`,
      // A payment's state moves on (processing → succeeded): never show an old answer.
      keepUnusedDataFor: 0,
      providesTags: ['Payment'],
    }),
  }),
});

export const { useVerifyPaymentQuery } = verifyPaymentApi;

import { callEndpoints, injectEndpoints } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

export const verifyPaymentApi = injectEndpoints({
  endpoints: (build) => ({
    verifyPayment: callEndpoints(build).query('verifyPayment', {
      query: (paymentIntentId: string, path) => callPath(path, { paymentIntentId }),
      // A payment's state moves on (processing → succeeded): never show an old answer.
      keepUnusedDataFor: 0,
      providesTags: ['Payment'],
    }),
  }),
});

export const { useVerifyPaymentQuery } = verifyPaymentApi;

import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';

export const verifyPaymentApi = injectCalls((call) => ({
  verifyPayment: call.query('verifyPayment', {
    query: (paymentIntentId: string, path) => callPath(path, { paymentIntentId }),
    // A payment's state moves on (processing → succeeded): never show an old answer.
    keepUnusedDataFor: 0,
    providesTags: ['Payment'],
  }),
}));

export const { useVerifyPaymentQuery } = verifyPaymentApi;

import { injectCalls } from '@tire/platform';
import { callPath } from '@tire/contracts/paths';
import type { ChooseOrderFittingBody } from '@tire/contracts';

/**
 * The fitting time of a tire order with installation (issue 27): held at the order's location
 * like any booking, so the free times and the customer's orders reload.
 */
export const orderFittingApi = injectCalls((call) => ({
  chooseOrderFitting: call.mutation('chooseOrderFitting', {
    query: ({ orderId, body }: { orderId: number; body: ChooseOrderFittingBody }, path) => ({ url: callPath(path, { id: orderId }), method: 'PUT', body }),
    invalidatesTags: (result) => (result ? ['Slots', 'Order'] : []),
  }),
}));

export const { useChooseOrderFittingMutation } = orderFittingApi;

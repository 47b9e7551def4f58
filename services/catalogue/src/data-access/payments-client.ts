import { createPaymentsMoneyClient, SERVICE_URLS, type PaymentsMoneyClient } from '@tire/service-kit';

/** The payments service's calls about an order's money (packages/contracts/src/shop/internal-orders.ts). */
export type PaymentsClient = Pick<PaymentsMoneyClient, 'orderCancelled'>;

/** This client's calls carry the catalogue service's token for the payments service. */
export const createPaymentsClient = (baseUrl: string = SERVICE_URLS.payments): PaymentsClient => createPaymentsMoneyClient('catalogue', baseUrl);

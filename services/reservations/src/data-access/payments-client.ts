import { createPaymentsMoneyClient, SERVICE_URLS, type PaymentsMoneyClient } from '@tire/service-kit';

/** The payments service, as the reservations service calls it: only to hand over a cancellation's money. */
export type PaymentsClient = Pick<PaymentsMoneyClient, 'reservationCancelled'>;

export const createPaymentsClient = (baseUrl: string = SERVICE_URLS.payments): PaymentsClient => createPaymentsMoneyClient('reservations', baseUrl);

import {
  callPath,
  heldOrderFittingSchema,
  holdOrderFitting,
  holdOrderFittingBodySchema,
  isErrorCode,
  settleOrderFitting,
  type ErrorCode,
  type OrderFitting,
} from '@tire/contracts';
import { callService, HttpError, SERVICE_TOKEN_HEADER, SERVICE_URLS, signServiceToken } from '@tire/service-kit';
import type { z } from 'zod';

/** The reservations service's calls about an order's fitting (packages/contracts/src/shop/order-fitting.ts). */
export interface FittingsClient {
  /** Holds the slot (replacing the order's earlier one); the reservations service's refusal (slot taken, day too early) reaches the customer as it is. */
  hold(orderId: number, body: z.input<typeof holdOrderFittingBodySchema>): Promise<Omit<OrderFitting, 'status'>>;
  /** Tells what became of the order (idempotent); throws while it cannot be told. */
  settle(orderId: number, state: 'paid' | 'cancelled'): Promise<unknown>;
}

export function createFittingsClient(baseUrl: string = SERVICE_URLS.reservations): FittingsClient {
  return {
    async hold(orderId, body) {
      const url = `${baseUrl}${callPath(holdOrderFitting, { id: orderId })}`;
      let response: Response;
      try {
        const token = await signServiceToken('reservations', { issuer: 'catalogue', method: 'PUT', path: url });
        response = await fetch(url, {
          method: 'PUT',
          headers: { accept: 'application/json', 'content-type': 'application/json', [SERVICE_TOKEN_HEADER]: token },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(8_000),
        });
      } catch {
        throw HttpError.of('serviceUnavailable');
      }
      const answer = (await response.json().catch(() => ({}))) as { code?: unknown; message?: string } & Record<string, unknown>;
      if (!response.ok) {
        // The booking rules' refusal is the customer's answer (409 taken, 400 too early, 422 closed).
        if (response.status < 500 && isErrorCode(answer.code)) {
          const { code, message, ...details } = answer;
          throw HttpError.saying(code as ErrorCode, message ?? String(code), details);
        }
        throw HttpError.of('serviceUnavailable');
      }
      return heldOrderFittingSchema.parse(answer);
    },
    settle: (orderId, state) =>
      callService({ from: 'catalogue', to: 'reservations' }, baseUrl, callPath(settleOrderFitting, { id: orderId }), { method: 'POST', body: { state } }),
  };
}

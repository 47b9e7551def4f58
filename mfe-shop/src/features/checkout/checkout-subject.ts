import { normalizeTrackingCode } from '@tire/contracts';

/** What /checkout pays for: a reservation (?tracking_code=) or a shop order (?orderId=). */
export type CheckoutSubject = { kind: 'reservation'; trackingCode: string } | { kind: 'order'; orderId: number } | { kind: 'none' };

export function checkoutSubject(params: URLSearchParams): CheckoutSubject {
  const code = normalizeTrackingCode(params.get('tracking_code') ?? '');
  if (code) return { kind: 'reservation', trackingCode: code };
  const orderId = Number(params.get('orderId'));
  if (Number.isInteger(orderId) && orderId > 0) return { kind: 'order', orderId };
  return { kind: 'none' };
}

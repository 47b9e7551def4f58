import { ORDER_MESSAGES, RESERVATION_MESSAGES } from '@tire/contracts';

/** The contract messages the admin page can meet (the lifecycle's 409s, a move's slot rules), by message id. */
const KNOWN = [
  'transitionNotAllowed',
  'alreadyCancelled',
  'alreadyCompleted',
  'confirmNeedsPayment',
  'slotUnavailable',
  'slotInPast',
  'slotOutsideHours',
  'reservationNotFound',
] as const;
const ids = new Map<string, string>([
  ...KNOWN.map((key) => [RESERVATION_MESSAGES[key], `contract.reservation.${key}`] as [string, string]),
  [ORDER_MESSAGES.illegalTransition, 'contract.order.illegalTransition'],
]);

export const contractMessageId = (message: string | undefined) => (message ? ids.get(message) : undefined);

import { LOCAL_TEST_CARDS } from '@tire/contracts';
import type { IntentStatus, PaymentError } from './payment-provider.js';

/** Stripe's card error messages, word for word, so both providers read the same to a customer. */
const CARD_ERRORS = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', message: 'Your card has insufficient funds.' },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalidExpiry: { code: 'invalid_expiry_month', message: "Your card's expiration date is incorrect." },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
} as const satisfies Record<string, PaymentError>;

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * Stripe's "refund fails" test card: the payment succeeds, its refund fails later
 * (expired_or_canceled_card); the local provider honours it so a failing refund can be tried offline.
 */
export const REFUND_FAILS_CARD = LOCAL_TEST_CARDS.refundFails;

export interface CardOutcome {
  status: Extract<IntentStatus, 'requires_payment_method' | 'processing' | 'succeeded'>;
  error: PaymentError | null;
  /** The card's refunds fail (only ever true with a success). */
  refundFails?: boolean;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first day after the card's last valid month, or undefined when MM/YY(YY) does not read. */
function expiryEnd(expiry: string): Date | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return new Date(Date.UTC(year, month, 1));
}

const failed = (error: PaymentError): CardOutcome => ({ status: 'requires_payment_method', error });

/**
 * What the local provider's bank says to a card: Stripe's test numbers behave as in Stripe's
 * test mode (4242... succeeds, ...0002 declined, ...9995 insufficient funds, ...5126 pays but
 * its refund fails) and ...0077 stays processing; any other well-formed number succeeds. A
 * malformed card fails the attempt with Stripe's message, leaving the intent open for another try.
 */
export function cardOutcome(card: CardDetails, now: Date): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return failed(CARD_ERRORS.incorrectNumber);
  const end = expiryEnd(card.expiry);
  if (!end) return failed(CARD_ERRORS.invalidExpiry);
  if (end <= now) return failed(CARD_ERRORS.expired);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return failed(CARD_ERRORS.incorrectCvc);

  switch (digits) {
    case LOCAL_TEST_CARDS.declined:
      return failed(CARD_ERRORS.declined);
    case LOCAL_TEST_CARDS.insufficientFunds:
      return failed(CARD_ERRORS.insufficientFunds);
    case LOCAL_TEST_CARDS.processing:
      return { status: 'processing', error: null };
    case REFUND_FAILS_CARD:
      return { status: 'succeeded', error: null, refundFails: true };
    default:
      return { status: 'succeeded', error: null };
  }
}

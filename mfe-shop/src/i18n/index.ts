import type { LanguageMessages } from '@tire/platform';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@tire/contracts';
import { en } from './en.js';
import { fi } from './fi.js';

/** The shop remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const shopMessages: LanguageMessages = { fi, en };

const contractMessageIds = new Map<string, string>([
  ...Object.entries(ORDER_MESSAGES).map(([key, message]): [string, string] => [message, `contract.order.${key}`]),
  ...Object.entries(PAYMENT_MESSAGES).map(([key, message]): [string, string] => [message, `contract.payment.${key}`]),
]);

/** Stripe's (and the local provider's) card refusals, by their English text. */
const providerMessageIds = new Map<string, string>([
  ['Your card was declined.', 'provider.declined'],
  ['Your card has insufficient funds.', 'provider.insufficientFunds'],
  ['Your card number is incorrect.', 'provider.incorrectNumber'],
  ['Your card has expired.', 'provider.expired'],
]);

/**
 * The message id of a message the contract speaks (an API answer), so it shows in the user's
 * language (a card provider's refusal too); undefined for a message the messages do not know (shown as it came).
 */
export const contractMessageId = (message: string | undefined) => (message ? (contractMessageIds.get(message) ?? providerMessageIds.get(message)) : undefined);

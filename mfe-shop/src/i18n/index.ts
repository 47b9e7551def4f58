import type { LanguageMessages } from '@tire/platform';
import { en } from './en.js';
import { fi } from './fi.js';

/** The shop remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const shopMessages: LanguageMessages = { fi, en };

/**
 * Stripe's (and the local provider's) card refusals, by their English text: the provider's words,
 * not the contract's, so they have no code (a declined card and one without funds share Stripe's).
 */
const providerMessageIds = new Map<string, string>([
  ['Your card was declined.', 'provider.declined'],
  ['Your card has insufficient funds.', 'provider.insufficientFunds'],
  ['Your card number is incorrect.', 'provider.incorrectNumber'],
  ['Your card has expired.', 'provider.expired'],
]);

/** The message id of a card provider's refusal; undefined for words the messages do not know. */
export const providerMessageId = (message: string | undefined) => (message ? providerMessageIds.get(message) : undefined);

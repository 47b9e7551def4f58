import type { LanguageMessages } from '@tire/platform';
import { AUTH_MESSAGES, AVAILABILITY_MESSAGES, RESERVATION_MESSAGES, UPDATE_RESERVATION_MESSAGES } from '@tire/contracts';
import { en } from './en.js';
import { fi } from './fi.js';

/** The account remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const accountMessages: LanguageMessages = { fi, en };

const messageIds = (group: string, messages: Record<string, string>) =>
  Object.entries(messages).map(([key, message]) => [message, `contract.${group}.${key}`] as const);

// Where two contracts speak the same English sentence ('Address is required'), both ids say the same.
const contractMessageIds = new Map<string, string>([
  ...messageIds('reservation', RESERVATION_MESSAGES),
  ...messageIds('update', UPDATE_RESERVATION_MESSAGES),
  // A move is checked against the opening days like a booking (holidays, closures, the horizon).
  ...messageIds('availability', AVAILABILITY_MESSAGES),
  ...messageIds('auth', AUTH_MESSAGES),
]);

/**
 * The message id of a message the contract speaks (zod validation or an API answer), so it
 * shows in the user's language; undefined for a message the messages do not know.
 */
export const contractMessageId = (message: string | undefined) => (message ? contractMessageIds.get(message) : undefined);

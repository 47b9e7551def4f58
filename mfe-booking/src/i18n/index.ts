import type { LanguageMessages } from '@tire/platform';
import { AVAILABILITY_MESSAGES, RESERVATION_MESSAGES } from '@tire/contracts';
import { GUEST_CONTACT_MESSAGES } from '../features/reservation-form/guest-contact-messages.js';
import { en } from './en.js';
import { fi } from './fi.js';

/** The booking remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const bookingMessages: LanguageMessages = { fi, en };

const contractMessageIds = new Map<string, string>(
  Object.entries({ ...RESERVATION_MESSAGES, ...AVAILABILITY_MESSAGES, ...GUEST_CONTACT_MESSAGES }).map(([key, message]) => [message, `contract.${key}`]),
);

/**
 * The message id of a message the contract speaks (zod validation or an API answer), so it
 * shows in the user's language; undefined for a message the messages do not know.
 */
export const contractMessageId = (message: string | undefined) => (message ? contractMessageIds.get(message) : undefined);

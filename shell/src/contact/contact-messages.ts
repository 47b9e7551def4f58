import { CONTACT_MESSAGES } from '@tire/contracts';

const ids = new Map(Object.entries(CONTACT_MESSAGES).map(([key, message]) => [message as string, `contract.contact.${key}`]));

/** The message id of a contact-form message of the contract (its zod messages), so it shows in the user's language. */
export const contactMessageId = (message: string | undefined) => (message ? ids.get(message) : undefined);

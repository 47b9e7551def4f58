import type { LanguageMessages } from '@tire/platform';
import { AVAILABILITY_MESSAGES, INPUT_MESSAGES, inputMessageParts, RESERVATION_MESSAGES, UPDATE_RESERVATION_MESSAGES } from '@tire/contracts';
import { GUEST_CONTACT_MESSAGES } from '../features/reservation-form/guest-contact-messages.js';
import { en } from './en.js';
import { fi } from './fi.js';

/** The booking remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const bookingMessages: LanguageMessages = { fi, en };

// The input rules' fixed messages (a postal code's or a phone number's format, ...): `input.<key>`.
const FIXED_INPUT_MESSAGES = Object.entries(INPUT_MESSAGES).flatMap(([key, message]): [string, string][] =>
  typeof message === 'string' ? [[message, `input.${key}`]] : [],
);

const contractMessageIds = new Map<string, string>([
  ...Object.entries({ ...RESERVATION_MESSAGES, ...AVAILABILITY_MESSAGES, ...GUEST_CONTACT_MESSAGES }).map(([key, message]): [string, string] => [
    message,
    `contract.${key}`,
  ]),
  // A move or cancellation refused by the booking policy (the manage page).
  ...Object.entries(UPDATE_RESERVATION_MESSAGES).map(([key, message]): [string, string] => [message, `contract.update.${key}`]),
  ...FIXED_INPUT_MESSAGES,
]);

/**
 * The fields the booking's schema names in its length and character messages ('Name must be at
 * most 100 characters'), by the label it gives them: each has its name in the messages.
 */
const INPUT_FIELD_IDS: Record<string, string> = {
  'Registration number': 'input.field.registrationNumber',
  'Vehicle model': 'input.field.vehicleModel',
  'Tire size': 'input.field.tireSize',
  Name: 'input.field.guestName',
  Address: 'input.field.guestAddress',
  Apartment: 'input.field.guestApartment',
  Notes: 'input.field.notes',
};

/**
 * The message id of a message the contract speaks (zod validation or an API answer), so it
 * shows in the user's language; undefined for a message the messages do not know.
 */
export const contractMessageId = (message: string | undefined) => (message ? contractMessageIds.get(message) : undefined);

/**
 * A message of the input rules that names its field ('Name must be at most 100 characters', '...
 * must not contain control characters'): its message id and values, the field's name being a
 * message id too. Undefined for any other message, or a field the messages do not name.
 */
export function inputRuleMessage(message: string | undefined): { id: string; fieldId: string; max?: number } | undefined {
  const parts = message ? inputMessageParts(message) : undefined;
  const fieldId = parts && INPUT_FIELD_IDS[parts.label];
  if (!parts || !fieldId) return undefined;
  return parts.rule === 'tooLong' ? { id: 'input.tooLong', fieldId, max: parts.max } : { id: `input.${parts.rule}`, fieldId };
}

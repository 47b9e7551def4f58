import type { LanguageMessages } from '@tire/platform';
import { inputMessageParts } from '@tire/contracts';
import { en } from './en.js';
import { fi } from './fi.js';

/** The booking remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const bookingMessages: LanguageMessages = { fi, en };

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

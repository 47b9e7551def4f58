import { z } from 'zod';
import { isCalendarDate } from '../time.js';

/**
 * Input rules every text of the /api obeys (the BFF's check and the services' own parsing use
 * these same schemas): a maximum length, no control characters (PostgreSQL refuses NUL in text;
 * the others have no place in a form field), and a format where one exists.
 */
export const TEXT_LIMITS = {
  name: 100,
  address: 200,
  apartment: 50,
  /** Notes, contact messages and other multi-line text. */
  message: 2000,
  /** Registration numbers (plates). */
  plate: 20,
  tireSize: 20,
  email: 254,
  vehicleModel: 100,
  phone: 30,
  trackingCode: 20,
  /** Provider ids (Stripe's pi_…, the local provider's), client secrets and the like. */
  token: 255,
} as const;

/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * C0 control characters (U+0000-U+001F, NUL included) and DEL, and half a surrogate pair (\p{Cs}
 * under the u flag matches only a lone one): JSON allows "\ud83d" alone, but it is no character,
 * and PostgreSQL refuses it in a jsonb column (a contact message once answered 500 with it).
 */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]|\p{Cs}/u;
/** The same, but line breaks and tabs are allowed (multi-line notes and messages). */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasControlCharacters = (value: string, multiline = false) => (multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value);

/**
 * Unicode format characters (general category Cf): bidi overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) that show 'SEC-\u202e321' as 'SEC-123' on the admin's list and in e-mails,
 * zero-width characters (U+200B-U+200D, U+2060, U+FEFF) that make two plates that look the same
 * differ, soft hyphens and tags. Invisible by design, so a one-line field has no use for them.
 */
const FORMAT_CHARACTERS = /\p{Cf}/u;

export const hasFormatCharacters = (value: string) => FORMAT_CHARACTERS.test(value);

/** Messages of the input rules, naming the field as the spec's own messages do ("Name is required"). */
export const INPUT_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  formatCharacters: (label: string) => `${label} must not contain invisible formatting characters`,
  postalCode: 'Postal code must be 5 digits',
  phone: 'Phone number must have 5 to 20 digits and only digits, spaces, +, - and parentheses',
  date: 'Invalid date',
  time: 'Invalid time',
  id: 'Invalid id',
} as const;

/**
 * Reads a length or control-character message back into its parts, so a page can show it in the
 * user's language (e.g. 'Name must be at most 100 characters' -> tooLong, 'Name', 100).
 */
export function inputMessageParts(
  message: string,
): { rule: 'tooLong'; label: string; max: number } | { rule: 'controlCharacters' | 'formatCharacters'; label: string } | undefined {
  const tooLong = /^(.+) must be at most (\d+) characters$/.exec(message);
  if (tooLong) return { rule: 'tooLong', label: tooLong[1]!, max: Number(tooLong[2]) };
  const control = /^(.+) must not contain control characters$/.exec(message);
  if (control) return { rule: 'controlCharacters', label: control[1]! };
  const format = /^(.+) must not contain invisible formatting characters$/.exec(message);
  if (format) return { rule: 'formatCharacters', label: format[1]! };
  return undefined;
}

export interface TextRules {
  /** How the field is named in the messages, e.g. 'Guest name'. */
  label: string;
  max: number;
  /** Notes and messages: line breaks and tabs are allowed, and so are format characters (emoji sequences join with U+200D). */
  multiline?: boolean;
  /** Leading and trailing white space is removed first (the default). */
  trim?: boolean;
  /** The fewest characters of a required text (1 unless said); shorter answers the `required` message. */
  min?: number;
}

/**
 * A text of at most `max` characters without control characters. `required` is the message of a
 * missing or empty value (the field is then required); without it an empty text is allowed.
 */
export function boundedText(rules: TextRules, required?: string) {
  const { label, max, multiline = false, trim = true, min = 1 } = rules;
  let schema = required ? z.string({ error: required }) : z.string();
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(min, required);
  const checked = schema
    .max(max, INPUT_MESSAGES.tooLong(label, max))
    .refine((value) => !hasControlCharacters(value, multiline), INPUT_MESSAGES.controlCharacters(label));
  // A one-line field (a plate, a name, an address, a code) refuses invisible format characters.
  return multiline ? checked : checked.refine((value) => !hasFormatCharacters(value), INPUT_MESSAGES.formatCharacters(label));
}

/**
 * An optional text: missing, null or empty (after trimming) reads as undefined; anything else
 * obeys the same rules as boundedText.
 */
export function optionalBoundedText(rules: TextRules) {
  return boundedText(rules)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
}

/** A Finnish postal code: exactly five digits. `required` answers a missing or empty one. */
export function postalCodeSchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{5}$/, INPUT_MESSAGES.postalCode);
}

const PHONE_CHARACTERS = /^[\d +\-()]+$/;
/** Digits, spaces, +, - and parentheses; 5 to 20 digits; at most 30 characters. */
export const isPhoneNumber = (value: string) => {
  if (value.length > TEXT_LIMITS.phone || !PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 20;
};

/**
 * A required phone number: `required` answers a missing one, and one shorter than `minLength`
 * characters (the contact form's rule); anything else must be a phone number.
 */
export function phoneSchema(required: string, minLength = 1) {
  return z
    .string({ error: required })
    .trim()
    .min(minLength, required)
    .refine((value) => value.length < minLength || isPhoneNumber(value), INPUT_MESSAGES.phone);
}

/** An optional phone number: missing, null or empty reads as undefined. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isPhoneNumber(value), INPUT_MESSAGES.phone)
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));

/** An e-mail address (at most 254 characters), lower-cased unless said; `message` answers any bad one. */
export function emailAddressSchema(message: string, { lowerCase = true } = {}) {
  const text = z.string({ error: message }).trim().max(TEXT_LIMITS.email, message);
  return (lowerCase ? text.toLowerCase() : text).pipe(z.email(message));
}

/** A calendar date as the date inputs send it (yyyy-MM-dd), a day that exists. */
export const isoDateSchema = z
  .string({ error: INPUT_MESSAGES.date })
  .max(10, INPUT_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INPUT_MESSAGES.date)
  .refine(isCalendarDate, INPUT_MESSAGES.date);
/** A local wall-clock time (HH:mm). */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, INPUT_MESSAGES.time);
/** Ids travel as numbers or numeric text (select values are text); at most a PostgreSQL integer. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
/** Money as the API shows it: euro text with two decimals, e.g. "45.00". */
export const moneyTextSchema = z
  .string()
  .max(20)
  .regex(/^\d+(\.\d{1,2})?$/);

/** A path parameter that names something by text (a tracking code, a provider's id): bounded, printable. */
export const pathTextSchema = (label: string, max: number) => boundedText({ label, max, trim: false });

/** The `:id` of a path such as /api/reservations/:id. */
export const idParamsSchema = z.object({ id: idSchema });

export const centsToEuroText = (cents: number) => (cents / 100).toFixed(2);
export const euroTextToCents = (text: string | number) => Math.round(Number(text) * 100);

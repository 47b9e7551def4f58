import { HttpError } from '@tire/service-kit';

/** C0 control characters (NUL included) and DEL: PostgreSQL refuses NUL in text, the rest have no place in these fields. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
/** Stripe's ids (pi_…) and the local provider's (pi_local_ + base64url). */
const INTENT_ID = /^[A-Za-z0-9_-]+$/;
export const MAX_INTENT_ID_LENGTH = 255;

export const INPUT_GUARD_MESSAGES = {
  invalidIntentId: 'Invalid payment id',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
} as const;

const invalid = (errors: { path: string; message: string }[]) => HttpError.saying('validation', errors[0]!.message, { errors });

/**
 * A payment intent id from a path or a body: at most 255 characters of letters, digits, `_` and
 * `-` (what Stripe and the local provider make). Anything else is a 400 `{message, errors}`
 * before it reaches the database or Stripe.
 */
export function intentIdOf(value: unknown, field = 'paymentIntentId'): string {
  const id = typeof value === 'string' ? value : '';
  if (id.length === 0 || id.length > MAX_INTENT_ID_LENGTH || !INTENT_ID.test(id)) {
    const message = CONTROL_CHARACTERS.test(id)
      ? INPUT_GUARD_MESSAGES.controlCharacters(field)
      : id.length > MAX_INTENT_ID_LENGTH
        ? INPUT_GUARD_MESSAGES.tooLong(field, MAX_INTENT_ID_LENGTH)
        : INPUT_GUARD_MESSAGES.invalidIntentId;
    throw invalid([{ path: field, message }]);
  }
  return id;
}

/**
 * The body's top-level texts, before the contract's schema: no control characters, and at most
 * `limits[field]` characters (`fallback` for fields not named). Whatever the contract's own
 * rules, a NUL or a megabyte-long value never reaches PostgreSQL, Stripe or another service.
 */
export function guardBodyText(body: unknown, limits: Record<string, number>, fallback = 255) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const errors: { path: string; message: string }[] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const max = limits[field] ?? fallback;
    if (CONTROL_CHARACTERS.test(value)) errors.push({ path: field, message: INPUT_GUARD_MESSAGES.controlCharacters(field) });
    else if (value.length > max) errors.push({ path: field, message: INPUT_GUARD_MESSAGES.tooLong(field, max) });
  }
  if (errors.length > 0) throw invalid(errors);
}

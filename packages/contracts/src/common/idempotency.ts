/**
 * Header that makes a retried create call (POST /api/reservations, POST /api/tire-orders) return
 * the first answer instead of doing the work twice. The browser sends one key per attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The longest key a service stores; clients send a UUID (36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
} as const;

/** Words that mark a value as a placeholder or a development default, never a real secret. */
const PLACEHOLDER = /change-?me|dev-only|example|placeholder|not-?secret|local-use/i;

/**
 * A secret's value, refused in production when it is missing, shorter than 32 characters or a
 * well-known placeholder (the defaults of docker-compose and development once passed a length
 * check alone). Several values separated by commas (rotation) are each checked.
 */
export function requireProductionSecret(name: string, value: string | undefined, production: boolean): string | undefined {
  const values = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (production && (values.length === 0 || values.some((part) => part.length < 32 || PLACEHOLDER.test(part)))) {
    throw new Error(`${name} must be set to a random value of at least 32 characters in production (not a placeholder)`);
  }
  return value?.trim() || undefined;
}

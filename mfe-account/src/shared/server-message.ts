import { failureMessage, type ApiFailure } from '@tire/platform';

/**
 * The server's own message of a failed call ({message} of its JSON answer), or undefined when it
 * gave none (a proxy's HTML page, a network failure): then the page shows its own fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  const failure = error as ApiFailure | undefined;
  if (!failure) return undefined;
  const message = failureMessage(failure);
  return message === failure.message ? undefined : message;
}

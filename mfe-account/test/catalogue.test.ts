import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  AVAILABILITY_MESSAGES,
  errorCodeOf,
  ORDER_STATUSES,
  RESERVATION_MESSAGES,
  RESERVATION_STATUSES,
  SERVICE_TYPES,
  UPDATE_RESERVATION_MESSAGES,
} from '@tire/contracts';
import { errorMessages } from '@tire/platform';
import { accountMessages } from '../src/i18n/index.js';
import pages from '../src/pages.js';

/** What the account's pages can say: the platform's failures (`error.<code>`) under the account's own texts. */
const shown = (language: 'fi' | 'en'): Record<string, string> => ({ ...errorMessages[language], ...accountMessages[language] });
/** The failures the account says itself when a call fails without a reason (no refusal of the API, so no code). */
const ACCOUNT_OWN: Record<string, string> = {
  [AUTH_MESSAGES.signupFailed]: 'toast.signupFailed.description',
  [AUTH_MESSAGES.profileFailed]: 'toast.profileFailed.description',
};
/** The message id of a contract message: its code's, or the account's own. */
const idOf = (message: string) => ACCOUNT_OWN[message] ?? (errorCodeOf(message) ? `error.${errorCodeOf(message)}` : `no code for "${message}"`);
const messagesOf = (...groups: Record<string, string>[]) => groups.flatMap((group) => Object.values(group));

describe('the account texts', () => {
  it('exist in both Finnish and English', () => {
    expect(Object.keys(accountMessages.fi).sort()).toEqual(Object.keys(accountMessages.en).sort());
  });

  it('cover every contract message, service and status in both languages', () => {
    const ids = [
      ...messagesOf(AUTH_MESSAGES, RESERVATION_MESSAGES, UPDATE_RESERVATION_MESSAGES, AVAILABILITY_MESSAGES).map(idOf),
      ...SERVICE_TYPES.map((type) => `service.${type}`),
      ...RESERVATION_STATUSES.map((status) => `status.${status}`),
      ...ORDER_STATUSES.map((status) => `orderStatus.${status}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !shown(language)[id])).toEqual([]);
    }
  });

  it('speak the contract messages in English exactly as the contract does', () => {
    for (const message of messagesOf(AUTH_MESSAGES, UPDATE_RESERVATION_MESSAGES, AVAILABILITY_MESSAGES)) expect(shown('en')[idOf(message)]).toBe(message);
  });
});

describe('the account remote', () => {
  it('exposes exactly the routes the shell gives it', () => {
    expect(Object.keys(pages).sort()).toEqual(['/dashboard', '/login', '/my-reservations', '/profile-setup', '/signup']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  AVAILABILITY_MESSAGES,
  ORDER_STATUSES,
  RESERVATION_MESSAGES,
  RESERVATION_STATUSES,
  SERVICE_TYPES,
  UPDATE_RESERVATION_MESSAGES,
} from '@tire/contracts';
import { accountMessages } from '../src/i18n/index.js';
import pages from '../src/pages.js';

describe('the account texts', () => {
  it('exist in both Finnish and English', () => {
    expect(Object.keys(accountMessages.fi).sort()).toEqual(Object.keys(accountMessages.en).sort());
  });

  it('cover every contract message, service and status in both languages', () => {
    const ids = [
      ...Object.keys(AUTH_MESSAGES).map((key) => `contract.auth.${key}`),
      ...Object.keys(RESERVATION_MESSAGES).map((key) => `contract.reservation.${key}`),
      ...Object.keys(UPDATE_RESERVATION_MESSAGES).map((key) => `contract.update.${key}`),
      ...Object.keys(AVAILABILITY_MESSAGES).map((key) => `contract.availability.${key}`),
      ...SERVICE_TYPES.map((type) => `service.${type}`),
      ...RESERVATION_STATUSES.map((status) => `status.${status}`),
      ...ORDER_STATUSES.map((status) => `orderStatus.${status}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !accountMessages[language][id])).toEqual([]);
    }
  });

  it('speak the contract messages in English exactly as the contract does', () => {
    for (const [key, message] of Object.entries(AUTH_MESSAGES)) expect(accountMessages.en[`contract.auth.${key}`]).toBe(message);
    for (const [key, message] of Object.entries(UPDATE_RESERVATION_MESSAGES)) expect(accountMessages.en[`contract.update.${key}`]).toBe(message);
    for (const [key, message] of Object.entries(AVAILABILITY_MESSAGES)) expect(accountMessages.en[`contract.availability.${key}`]).toBe(message);
  });
});

describe('the account remote', () => {
  it('exposes exactly the routes the shell gives it', () => {
    expect(Object.keys(pages).sort()).toEqual(['/dashboard', '/login', '/my-reservations', '/profile-setup', '/signup']);
  });
});

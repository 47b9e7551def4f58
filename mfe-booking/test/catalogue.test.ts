import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, SERVICE_TYPES, EXTRA_SERVICES, RESERVATION_STATUSES } from '@tire/contracts';
import { bookingMessages } from '../src/i18n/index.js';

describe('the booking texts', () => {
  it('exist in both Finnish and English', () => {
    expect(Object.keys(bookingMessages.fi).sort()).toEqual(Object.keys(bookingMessages.en).sort());
  });

  it('cover every contract message, service, extra and status in both languages', () => {
    const ids = [
      ...Object.keys(RESERVATION_MESSAGES).map((key) => `contract.${key}`),
      ...SERVICE_TYPES.map((type) => `service.${type}`),
      ...EXTRA_SERVICES.map((extra) => `extra.${extra}`),
      ...RESERVATION_STATUSES.map((status) => `status.${status}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !bookingMessages[language][id])).toEqual([]);
    }
  });
});

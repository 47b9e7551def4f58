import { describe, expect, it } from 'vitest';
import { createReservationBodySchema, errorCodeOf, RESERVATION_MESSAGES, SERVICE_TYPES, EXTRA_SERVICES, RESERVATION_STATUSES } from '@tire/contracts';
import { errorMessages } from '@tire/platform';
import { bookingMessages, inputRuleMessage } from '../src/i18n/index.js';

/** What the booking's pages can say: the platform's failures (`error.<code>`) under the booking's own texts. */
const shown = (language: 'fi' | 'en'): Record<string, string> => ({ ...errorMessages[language], ...bookingMessages[language] });
/** The message id of a contract message, by its code. */
const contractMessageId = (message: string) => {
  const code = errorCodeOf(message);
  return code && `error.${code}`;
};

describe('the booking texts', () => {
  it('exist in both Finnish and English', () => {
    expect(Object.keys(bookingMessages.fi).sort()).toEqual(Object.keys(bookingMessages.en).sort());
  });

  it('cover every contract message, service, extra and status in both languages', () => {
    const ids = [
      ...Object.values(RESERVATION_MESSAGES).map(contractMessageId),
      ...SERVICE_TYPES.map((type) => `service.${type}`),
      ...EXTRA_SERVICES.map((extra) => `extra.${extra}`),
      ...RESERVATION_STATUSES.map((status) => `status.${status}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !id || !shown(language)[id])).toEqual([]);
    }
  });

  it('translate every message the booking schema can give the form: lengths, characters and formats too', () => {
    const valid = {
      serviceType: 'tire_change',
      locationId: '2',
      scheduledDate: '2030-06-03',
      scheduledTime: '17:00',
      registrationNumber: 'ABC-123',
      vehicleModel: 'Skoda Octavia',
      tireSize: '205/55 R16',
      guestName: 'Maija',
      guestEmail: 'maija@example.fi',
      guestPhone: '0401234567',
      guestAddress: 'Ratatie 1',
      guestApartment: 'A 1',
      guestPostalCode: '01300',
      additionalServices: [],
      notes: 'Talvirenkaat',
    };
    const texts = ['registrationNumber', 'vehicleModel', 'tireSize', 'guestName', 'guestAddress', 'guestApartment', 'notes'] as const;
    const bad: Record<string, unknown>[] = [
      ...texts.flatMap((field) => [{ [field]: 'x'.repeat(2001) }, { [field]: 'a\u0000b' }, { [field]: 'a\u202eb' }]),
      { guestPhone: 'soita illalla' },
      { guestPostalCode: '013' },
      { guestEmail: 'maija' },
      { scheduledTime: '7' },
      { serviceType: 'x', locationId: '', scheduledDate: '', registrationNumber: '', vehicleModel: '', tireSize: '', guestAddress: '', guestPostalCode: '' },
      { additionalServices: ['x'] },
    ];
    const messages = new Set(
      bad.flatMap((change) => {
        const result = createReservationBodySchema.safeParse({ ...valid, ...change });
        return result.error?.issues.map((issue) => issue.message) ?? [];
      }),
    );
    expect(messages.size).toBeGreaterThan(20);
    const unknown = [...messages].filter((message) => {
      const id = contractMessageId(message) ?? inputRuleMessage(message)?.id;
      const field = inputRuleMessage(message)?.fieldId;
      return !id || !shown('fi')[id] || (field !== undefined && !bookingMessages.fi[field]);
    });
    expect(unknown).toEqual([]);
  });
});

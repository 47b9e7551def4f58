import { describe, expect, it } from 'vitest';
import { errorCodeOf, ORDER_MESSAGES, PAYMENT_MESSAGES, SERVICE_TYPES, TIRE_TYPES } from '@tire/contracts';
import { errorMessages } from '@tire/platform';
import { shopMessages } from '../src/i18n/index.js';

/** What the shop's pages can say: the platform's failures (`error.<code>`) under the shop's own texts. */
const shown = (language: 'fi' | 'en'): Record<string, string> => ({ ...errorMessages[language], ...shopMessages[language] });
/** The spec's Finnish toasts the shop says itself (not refusals of the API, so they have no code). */
const SHOP_OWN = new Set<string>([ORDER_MESSAGES.createFailed, PAYMENT_MESSAGES.createFailed, PAYMENT_MESSAGES.cardFailed, PAYMENT_MESSAGES.succeeded]);

describe('the shop texts', () => {
  it('exist in both Finnish and English', () => {
    expect(Object.keys(shopMessages.fi).sort()).toEqual(Object.keys(shopMessages.en).sort());
  });

  it('cover every order and payment message of the contract, every tire type and service in both languages', () => {
    const refusals = [...Object.values(ORDER_MESSAGES), ...Object.values(PAYMENT_MESSAGES)].filter((message) => !SHOP_OWN.has(message));
    const ids = [
      ...refusals.map((message) => (errorCodeOf(message) ? `error.${errorCodeOf(message)}` : `no code for "${message}"`)),
      ...TIRE_TYPES.map((type) => `type.${type}`),
      ...SERVICE_TYPES.map((type) => `service.${type}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !shown(language)[id])).toEqual([]);
    }
  });

  it('keep the spec’s Finnish toasts word for word', () => {
    expect(shopMessages.fi['toast.emptyCart.title']).toBe(ORDER_MESSAGES.emptyCart);
    expect(shopMessages.fi['toast.orderFailed.title']).toBe(ORDER_MESSAGES.createFailed);
    expect(shopMessages.fi['toast.intentFailed.title']).toBe(PAYMENT_MESSAGES.createFailed);
    expect(shopMessages.fi['toast.paymentFailed.title']).toBe(PAYMENT_MESSAGES.cardFailed);
    expect(shopMessages.fi['toast.paymentSucceeded.title']).toBe(PAYMENT_MESSAGES.succeeded);
    expect(shopMessages.fi['toast.orderLoadFailed.title']).toBe('Virhe tilauksen lataamisessa');
  });
});

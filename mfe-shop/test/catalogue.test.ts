import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, PAYMENT_MESSAGES, SERVICE_TYPES, TIRE_TYPES } from '@tire/contracts';
import { shopMessages } from '../src/i18n/index.js';

describe('the shop texts', () => {
  it('exist in both Finnish and English', () => {
    expect(Object.keys(shopMessages.fi).sort()).toEqual(Object.keys(shopMessages.en).sort());
  });

  it('cover every order and payment message of the contract, every tire type and service in both languages', () => {
    const ids = [
      ...Object.keys(ORDER_MESSAGES).map((key) => `contract.order.${key}`),
      ...Object.keys(PAYMENT_MESSAGES).map((key) => `contract.payment.${key}`),
      ...TIRE_TYPES.map((type) => `type.${type}`),
      ...SERVICE_TYPES.map((type) => `service.${type}`),
    ];
    for (const language of ['fi', 'en'] as const) {
      expect(ids.filter((id) => !shopMessages[language][id])).toEqual([]);
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

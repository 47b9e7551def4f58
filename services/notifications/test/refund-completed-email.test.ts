import { describe, expect, it } from 'vitest';
import { expectInBothBodies, expectInText, expectLink } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const refunded = notifications.sender('refund.completed', { amountCents: 4500, email: 'maija@example.fi', name: 'Maija', language: 'fi' });

describe('a completed refund', () => {
  it("of a booking: how much went back to the card, the booking's tracking code and track link", async () => {
    const mail = await refunded.deliver({ kind: 'reservation', reservationId: 42, trackingCode: 'TIRE-7KQ2MX' }, 'payments-refund-1');
    expect(mail.subject).toMatch(/^45,00\s€ on palautettu kortillesi$/);
    expectInBothBodies(mail, [/45,00\s€ palautettiin kortillesi\./, 'TIRE-7KQ2MX', 'Hei Maija,']);
    expectLink(mail, `${PUBLIC_URL}/track-order?code=TIRE-7KQ2MX`);
  });

  it('of an order, in English: the order number and the link to the dashboard', async () => {
    const mail = await refunded.deliver({ kind: 'order', orderId: 314, amountCents: 51960, email: 'john@example.com', language: 'en' }, 'payments-refund-2');
    expect(mail.subject).toBe('€519.60 has been refunded to your card');
    expectInText(mail, ['€519.60 was refunded to your card.', 'Order number: #314', 'Amount refunded: €519.60', `See your orders: ${PUBLIC_URL}/dashboard`]);
    expect(mail.text).not.toContain('Tracking code');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await refunded({ kind: 'order', orderId: 1, email: null }, 'payments-refund-3');
    await notifications.expectSentNothing(job);
  });
});

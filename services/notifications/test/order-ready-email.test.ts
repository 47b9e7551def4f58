import { describe, expect, it } from 'vitest';
import { expectInBothBodies, expectInText, expectLink } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const ready = notifications.sender('order.ready', {
  orderId: 314,
  lines: [{ name: 'Nokian Hakkapeliitta R5', size: '205/55 R16', quantity: 4 }],
  installationRequested: false,
  location: { id: 2, name: 'Vantaa – Tikkurila', address: 'Tikkurilantie 10, 01300 Vantaa' },
  readyAt: '2026-10-05T09:15:00.000Z',
  email: 'maija@example.fi',
  language: 'fi',
});

describe('the e-mail of an order ready at its location', () => {
  it('in Finnish: the tires are ready at the location, with the order number, the tires, the address and the link to the orders', async () => {
    const mail = await ready.deliver({}, 'catalogue-ready-1');
    expect(mail.subject).toBe('Renkaasi ovat valmiina toimipisteessä Vantaa – Tikkurila');
    expectInBothBodies(mail, [
      'Tilauksesi #314 renkaat ovat valmiina toimipisteessä Vantaa – Tikkurila.',
      '4 × Nokian Hakkapeliitta R5 205/55 R16',
      'Tikkurilantie 10, 01300 Vantaa',
      'Voit noutaa ne aukioloaikoinamme.',
    ]);
    expectLink(mail, `${PUBLIC_URL}/dashboard`, `Katso tilauksesi: ${PUBLIC_URL}/dashboard`);
  });

  it('in English, for tires to be fitted there', async () => {
    const mail = await ready.deliver({ email: 'john@example.com', language: 'en', installationRequested: true, orderId: 315 }, 'catalogue-ready-2');
    expect(mail.subject).toBe('Your tires are ready at Vantaa – Tikkurila');
    expectInText(mail, [
      'Your tires from order #315 are ready at Vantaa – Tikkurila.',
      'We fit them at the location',
      'Order number: #315',
      `See your orders: ${PUBLIC_URL}/dashboard`,
    ]);
    expect(mail.html).toContain('Your tires are ready');
  });

  it('with a fitting booked with the order: its time, never "book a fitting time" again', async () => {
    const fitting = {
      trackingCode: 'TIRE-FIT234',
      locationName: 'Vantaa – Tikkurila',
      locationAddress: 'Tikkurilantie 10, 01300 Vantaa',
      date: '2026-10-07',
      time: '16:00',
      startsAt: '2026-10-07T13:00:00.000Z',
    };
    const mail = await ready.deliver({ installationRequested: true, orderId: 316, fitting, email: 'fitting@example.fi' }, 'catalogue-ready-4');
    expectInBothBodies(mail, ['Asennamme ne varaamanasi aikana']);
    expect(mail.text).toContain('klo 16:00');
    expect(mail.text).not.toContain('varaa asennusaika');
    const english = await ready.deliver(
      { installationRequested: true, orderId: 317, fitting, email: 'fitting@example.com', language: 'en' },
      'catalogue-ready-5',
    );
    expectInText(english, ['We fit them at your booked time']);
    expect(english.text).not.toContain('book a fitting time');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await ready({ email: null }, 'catalogue-ready-3');
    await notifications.expectSentNothing(job);
  });
});

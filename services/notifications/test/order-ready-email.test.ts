import { describe, it } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { expectMail } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { orderFitting, PUBLIC_URL } from './support/test-notifications.js';

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

const ordersLink = `${PUBLIC_URL}/dashboard`;

describe('the e-mail of an order ready at its location', () => {
  itReadsEach(ready, [
    {
      title: 'in Finnish: the tires are ready at the location, with the order number, the tires, the address and the link to the orders',
      jobId: 'catalogue-ready-1',
      subject: 'Renkaasi ovat valmiina toimipisteessä Vantaa – Tikkurila',
      inBothBodies: [
        'Tilauksesi #314 renkaat ovat valmiina toimipisteessä Vantaa – Tikkurila.',
        '4 × Nokian Hakkapeliitta R5 205/55 R16',
        'Tikkurilantie 10, 01300 Vantaa',
        'Voit noutaa ne aukioloaikoinamme.',
      ],
      links: [[ordersLink, `Katso tilauksesi: ${ordersLink}`]],
    },
    {
      title: 'in English, for tires to be fitted there',
      event: { email: 'john@example.com', language: 'en', installationRequested: true, orderId: 315 },
      jobId: 'catalogue-ready-2',
      subject: 'Your tires are ready at Vantaa – Tikkurila',
      inText: [
        'Your tires from order #315 are ready at Vantaa – Tikkurila.',
        'We fit them at the location',
        'Order number: #315',
        `See your orders: ${ordersLink}`,
      ],
      inHtml: ['Your tires are ready'],
    },
  ]);

  it('with a fitting booked with the order: its time, never "book a fitting time" again', async () => {
    const fitting = orderFitting('Vantaa – Tikkurila');
    expectMail(await ready.deliver({ installationRequested: true, orderId: 316, fitting, email: 'fitting@example.fi' }, 'catalogue-ready-4'), {
      inBothBodies: ['Asennamme ne varaamanasi aikana'],
      inText: ['klo 16:00'],
      notInText: ['varaa asennusaika'],
    });
    const english = await ready.deliver(
      { installationRequested: true, orderId: 317, fitting, email: 'fitting@example.com', language: 'en' },
      'catalogue-ready-5',
    );
    expectMail(english, { inText: ['We fit them at your booked time'], notInText: ['book a fitting time'] });
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await ready({ email: null }, 'catalogue-ready-3');
    await notifications.expectSentNothing(job);
  });
});

import { describe, expect, it } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { calendarAttachment, centsOnLine, expectMail } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { orderFitting, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const paid = notifications.sender('order.paid', {
  orderId: 314,
  lines: [
    { productId: 1, name: 'Nokian Hakkapeliitta R5', size: '205/55 R16', quantity: 4, unitCents: 12990 },
    { productId: 9, name: 'Michelin X-Ice Snow', size: '195/65 R15', quantity: 1, unitCents: 11990 },
  ],
  totalCents: 63950,
  installationRequested: true,
  location: { id: 2, name: 'Vantaa', address: 'Tikkurilantie 10, 01300 Vantaa' },
  paidAt: '2026-10-02T09:15:00.000Z',
  email: 'maija@example.fi',
  name: 'Maija',
  language: 'fi',
});

describe('the confirmation of a paid tire order', () => {
  it('lists each line (name, size, quantity, unit price, line total), the VAT split adding up, the total, the location and the seller', async () => {
    const mail = await paid.deliver({}, 'catalogue-order-1');
    const text = mail.text!;
    expect(text).toMatch(/Nokian Hakkapeliitta R5, 205\/55 R16, 4 × 129,90\s€: 519,60\s€/);
    expect(text).toMatch(/Michelin X-Ice Snow, 195\/65 R15: 119,90\s€/);
    const net = centsOnLine(text, 'Veroton hinta');
    const vat = centsOnLine(text, 'ALV 25,5 %');
    expect(centsOnLine(text, 'Yhteensä')).toBe(63950);
    expect(vat).toBe(Math.round((63950 * 0.255) / 1.255));
    expect(net + vat).toBe(63950);
    expectMail(mail, {
      subject: 'Tilausvahvistus #314',
      inBothBodies: [
        'Kiitos tilauksestasi',
        'Nokian Hakkapeliitta R5',
        '205/55 R16',
        /639,50\s€/,
        'Vantaa, Tikkurilantie 10, 01300 Vantaa',
        'Kyllä, asennamme renkaat toimipisteessä',
        'Ilmoitamme sähköpostilla, kun renkaasi ovat valmiina toimipisteessä Vantaa.',
        'Rengaspalvelu Oy',
        'Y-tunnus 1234567-8',
      ],
      inText: ['Maksettu: perjantai 2. lokakuuta 2026 klo 12:15'],
      links: [[`${PUBLIC_URL}/dashboard`, `Katso tilauksesi: ${PUBLIC_URL}/dashboard`]],
      calendar: false,
    });
  });

  itReadsEach(paid, [
    {
      title: 'in English, picked up without fitting',
      event: { email: 'john@example.com', language: 'en', installationRequested: false },
      jobId: 'catalogue-order-2',
      subject: 'Order confirmation #314',
      inText: [
        'Nokian Hakkapeliitta R5, 205/55 R16, 4 × €129.90: €519.60',
        // 639.50 / 1.255 = 509.56 without VAT; the VAT is the rest, so the two add up to the cent.
        'VAT 25.5 %: €129.94',
        'Total excluding VAT: €509.56',
        'Total: €639.50',
        'Installation: No, you pick the tires up at the location',
        'Pickup and fitting location: Vantaa, Tikkurilantie 10, 01300 Vantaa',
        'We will tell you by e-mail when your tires are ready at Vantaa.',
      ],
      notInText: ['fitting time'],
    },
    {
      title: 'without a location it says the location will be agreed',
      event: { email: 'noloc@example.fi', location: null },
      jobId: 'catalogue-order-3',
      inText: ['Nouto- ja asennuspaikka: Sovimme toimipisteestä kanssasi', 'Otamme sinuun yhteyttä toimipisteen sopimiseksi'],
    },
  ]);

  it('with the fitting booked with the order: its time, included in the price, and its calendar file (one e-mail for both)', async () => {
    const mail = await paid.deliver({ email: 'fit@example.com', language: 'en', fitting: orderFitting('Vantaa') }, 'catalogue-order-5');
    expectMail(mail, {
      inText: [
        'Fitting time:',
        'at 16:00',
        'Fitting: Included in the price of the tires (€0.00)',
        'Your fitting time is booked: the calendar entry is attached.',
      ],
      notInText: ['agree on the fitting time'],
    });
    const ics = calendarAttachment(mail)!.content.toString('utf8');
    expect(ics).toContain('DTSTART;TZID=Europe/Helsinki:20261007T160000');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('LOCATION:Vantaa\\, Tikkurilantie 10\\, 01300 Vantaa');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await paid({ email: null }, 'catalogue-order-4');
    await notifications.expectSentNothing(job);
  });
});

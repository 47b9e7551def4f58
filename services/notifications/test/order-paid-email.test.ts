import { describe, expect, it } from 'vitest';
import { calendarAttachment, centsOnLine, expectInBothBodies, expectInText } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { PUBLIC_URL } from './support/test-notifications.js';

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
    expect(mail.subject).toBe('Tilausvahvistus #314');
    const text = mail.text!;
    expect(text).toMatch(/Nokian Hakkapeliitta R5, 205\/55 R16, 4 × 129,90\s€: 519,60\s€/);
    expect(text).toMatch(/Michelin X-Ice Snow, 195\/65 R15: 119,90\s€/);
    const net = centsOnLine(text, 'Veroton hinta');
    const vat = centsOnLine(text, 'ALV 25,5 %');
    expect(centsOnLine(text, 'Yhteensä')).toBe(63950);
    expect(vat).toBe(Math.round((63950 * 0.255) / 1.255));
    expect(net + vat).toBe(63950);
    expectInBothBodies(mail, [
      'Kiitos tilauksestasi',
      'Nokian Hakkapeliitta R5',
      '205/55 R16',
      /639,50\s€/,
      'Vantaa, Tikkurilantie 10, 01300 Vantaa',
      'Kyllä, asennamme renkaat toimipisteessä',
      'Ilmoitamme sähköpostilla, kun renkaasi ovat valmiina toimipisteessä Vantaa.',
      'Rengaspalvelu Oy',
      'Y-tunnus 1234567-8',
    ]);
    expect(text).toContain('Maksettu: perjantai 2. lokakuuta 2026 klo 12:15');
    expect(text).toContain(`Katso tilauksesi: ${PUBLIC_URL}/dashboard`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
    expect(calendarAttachment(mail)).toBeUndefined();
  });

  it('in English, picked up without fitting', async () => {
    const mail = await paid.deliver({ email: 'john@example.com', language: 'en', installationRequested: false }, 'catalogue-order-2');
    expect(mail.subject).toBe('Order confirmation #314');
    expectInText(mail, [
      'Nokian Hakkapeliitta R5, 205/55 R16, 4 × €129.90: €519.60',
      // 639.50 / 1.255 = 509.56 without VAT; the VAT is the rest, so the two add up to the cent.
      'VAT 25.5 %: €129.94',
      'Total excluding VAT: €509.56',
      'Total: €639.50',
      'Installation: No, you pick the tires up at the location',
      'Pickup and fitting location: Vantaa, Tikkurilantie 10, 01300 Vantaa',
      'We will tell you by e-mail when your tires are ready at Vantaa.',
    ]);
    expect(mail.text).not.toContain('fitting time');
  });

  it('with the fitting booked with the order: its time, included in the price, and its calendar file (one e-mail for both)', async () => {
    const fitting = {
      trackingCode: 'TIRE-FIT234',
      locationName: 'Vantaa',
      locationAddress: 'Tikkurilantie 10, 01300 Vantaa',
      date: '2026-10-07',
      time: '16:00',
      startsAt: '2026-10-07T13:00:00.000Z',
    };
    const mail = await paid.deliver({ email: 'fit@example.com', language: 'en', fitting }, 'catalogue-order-5');
    expectInText(mail, [
      'Fitting time:',
      'at 16:00',
      'Fitting: Included in the price of the tires (€0.00)',
      'Your fitting time is booked: the calendar entry is attached.',
    ]);
    expect(mail.text).not.toContain('agree on the fitting time');
    const ics = calendarAttachment(mail)!.content.toString('utf8');
    expect(ics).toContain('DTSTART;TZID=Europe/Helsinki:20261007T160000');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('LOCATION:Vantaa\\, Tikkurilantie 10\\, 01300 Vantaa');
  });

  it('without a location it says the location will be agreed', async () => {
    const mail = await paid.deliver({ email: 'noloc@example.fi', location: null }, 'catalogue-order-3');
    expect(mail.text).toContain('Nouto- ja asennuspaikka: Sovimme toimipisteestä kanssasi');
    expect(mail.text).toContain('Otamme sinuun yhteyttä toimipisteen sopimiseksi');
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await paid({ email: null }, 'catalogue-order-4');
    await notifications.expectSentNothing(job);
  });
});

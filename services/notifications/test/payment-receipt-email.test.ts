import { bookingUid } from '@tire/calendar';
import { describe, expect, it } from 'vitest';
import { calendarOf, centsOnLine, expectMail, helsinkiWallClock } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

// The standard appointment (Saturday 7 March 2026 at 10:00), at Vantaa, paid with two extras.
const pay = notifications.sender(
  'payment.succeeded',
  appointmentEvent({
    reservationId: 7,
    trackingCode: 'TIRE-PAID22',
    locationName: 'Vantaa',
    locationAddress: 'Tikkurilantie 10, 01300 Vantaa',
    amountCents: 5000,
    additionalServices: ['tire_bags', 'retightening'],
    paymentIntentId: 'pi_local_abc',
    paidAt: '2026-03-02T09:15:00.000Z',
    name: 'Maija',
  }),
);

describe('the confirmation of a paid booking', () => {
  it('gives a Finnish customer an itemised receipt: the service and each extra with its price, the VAT split adding up, the total', async () => {
    const mail = await pay.deliver({}, 'reservations-payment-1');
    const text = mail.text!;
    expect(centsOnLine(text, 'Renkaanvaihto')).toBe(3500);
    expect(centsOnLine(text, 'Rengaskassit (4 kpl)')).toBe(500);
    expect(centsOnLine(text, 'Jälkikiristys (100 km jälkeen)')).toBe(1000);
    const net = centsOnLine(text, 'Veroton hinta');
    const vat = centsOnLine(text, 'ALV 25,5 %');
    const total = centsOnLine(text, 'Yhteensä');
    expect(total).toBe(5000);
    // 50.00 includes 50 - 50 / 1.255 = 10.16 of VAT.
    expect(vat).toBe(1016);
    expect(net + vat).toBe(total);
    expectMail(mail, {
      subject: 'Varauksesi TIRE-PAID22 on maksettu – kuitti',
      inBothBodies: [
        'Kiitos, varauksesi on maksettu',
        'Vantaa, Tikkurilantie 10, 01300 Vantaa',
        'lauantai 7. maaliskuuta 2026',
        /ALV 25,5 %/,
        /10,16\s€/,
        /39,84\s€/,
        /50,00\s€/,
        // The seller as a Finnish receipt names it.
        'Rengaspalvelu Oy',
        'Mannerheimintie 100',
        'Y-tunnus 1234567-8',
        // The booking policy, from the one source.
        'Varauksen voi muuttaa tai perua maksutta verkossa 24 tuntia ennen varattua aikaa.',
      ],
      inText: ['Maksettu: maanantai 2. maaliskuuta 2026 klo 11:15', `${PUBLIC_URL}/track-order?code=TIRE-PAID22`],
    });
  });

  it('carries the appointment as an .ics to keep (PUBLISH, no accept / decline buttons), TENTATIVE until the shop confirms: the booking UID, SEQUENCE, TZID Europe/Helsinki with its VTIMEZONE, a reminder the day before', async () => {
    const mail = await pay.deliver({ email: 'calendar@example.fi' }, 'reservations-payment-3');
    const { filename, source, method, mimeMethod, event, alarm, vevent } = calendarOf(mail);
    expect(filename).toBe('TIRE-PAID22.ics');
    expect(method).toBe('PUBLISH');
    expect(mimeMethod).toBe('PUBLISH');
    expect(source).not.toMatch(/ATTENDEE|ORGANIZER|RSVP/);
    expect(event.uid).toBe(bookingUid('TIRE-PAID22'));
    // Not the booking's sequential id.
    expect(event.uid).not.toContain('-7@');
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(source).toContain('DTSTART;TZID=Europe/Helsinki:20260307T100000\r\n');
    expect(source).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Helsinki\r\n/);
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe('2026-03-07T08:00:00.000Z');
    expect(helsinkiWallClock(start)).toBe('2026-03-07 10:00');
    expect(event.duration.toSeconds()).toBe(30 * 60);
    expect(event.location).toBe('Vantaa, Tikkurilantie 10, 01300 Vantaa');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
  });

  it('a booking paid after it was moved carries its calendarSequence', async () => {
    await pay({ email: 'moved@example.fi', calendarSequence: 2 }, 'reservations-payment-4');
    expect(calendarOf(await notifications.mailTo('moved@example.fi')).event.sequence).toBe(2);
  });

  it('an English customer gets it in English, with the VAT split as English readers write it', async () => {
    const mail = await pay.deliver({ language: 'en', email: 'eero@example.com', additionalServices: [], amountCents: 3500 }, 'reservations-payment-2');
    expectMail(mail, {
      subject: 'Your booking TIRE-PAID22 is paid – receipt',
      inText: [
        'Tire change: €35.00',
        'Total excluding VAT: €27.89',
        'VAT 25.5 %: €7.11',
        'Total: €35.00',
        'Business ID 1234567-8',
        'You can change or cancel your booking free of charge online until 24 hours before the appointment.',
      ],
    });
    expect(calendarOf(mail).event.summary).toBe('Rengaspalvelu: Tire change');
  });

  it('a payment without an e-mail address sends nothing and does not fail', async () => {
    const job = await pay({ email: null }, 'reservations-payment-5');
    await notifications.expectSentNothing(job);
  });
});

import { bookingUid } from '@tire/calendar';
import { describe, expect, it } from 'vitest';
import { calendarAttachment, calendarOf, expectMail } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const cancelled = notifications.sender(
  'reservation.cancelled',
  appointmentEvent({ reason: 'customer', wasPaid: true, refundCents: 4500, calendarSequence: 2 }),
);

describe('a cancelled booking', () => {
  it('paid and cancelled by the customer: says so, refunds the full amount, and removes the calendar entry (METHOD:CANCEL, same UID)', async () => {
    const mail = await cancelled.deliver({}, 'reservations-cancel-1');
    expectMail(mail, {
      subject: 'Varauksesi TIRE-7KQ2MX on peruttu',
      inBothBodies: [
        'Peruit varauksesi.',
        /Koko summa 45,00\s€ palautetaan kortillesi; palautus kestää muutaman pankkipäivän\./,
        'lauantai 7. maaliskuuta 2026',
        'poistaa ajan kalenteristasi',
      ],
      links: [[`${PUBLIC_URL}/tire-change`, `Varaa uusi aika: ${PUBLIC_URL}/tire-change`]],
    });

    const { source, method, mimeMethod, event, vevent, alarm } = calendarOf(mail);
    expect(method).toBe('CANCEL');
    expect(mimeMethod).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(bookingUid('TIRE-7KQ2MX'));
    expect(event.sequence).toBe(2);
    expect(source).toContain('DTSTART;TZID=Europe/Helsinki:20260307T100000');
    expect(alarm).toBeNull();
  });

  it('held and never paid: the hold ran out, nothing was charged, and no .ics (it never was in a calendar)', async () => {
    const mail = await cancelled.deliver({ email: 'unpaid@example.fi', reason: 'hold_expired', wasPaid: false, refundCents: 0 }, 'reservations-cancel-2');
    expectMail(mail, {
      inText: ['Varausta ei maksettu pitoajan kuluessa, joten aika vapautettiin.', 'Sinulta ei veloitettu mitään.'],
      notInText: ['palautetaan', '.ics'],
      calendar: false,
    });
    expect(mail.attachments).toHaveLength(0);
  });

  it('an English customer hears each reason in friendly words, and the refund in English', async () => {
    await cancelled({ email: 'admin@example.com', language: 'en', reason: 'admin' }, 'reservations-cancel-3');
    await cancelled({ email: 'failed@example.com', language: 'en', reason: 'payment_failed', wasPaid: false, refundCents: 0 }, 'reservations-cancel-4');
    await cancelled({ email: 'expired@example.com', language: 'en', reason: 'hold_expired', wasPaid: false, refundCents: 0 }, 'reservations-cancel-5');

    const admin = await notifications.mailTo('admin@example.com');
    expectMail(admin, {
      subject: 'Your booking TIRE-7KQ2MX has been cancelled',
      inText: ['We had to cancel your booking.', 'The full amount €45.00 is refunded to your card; refunds take a few business days.'],
    });
    expect(calendarOf(admin).method).toBe('CANCEL');

    const failed = await notifications.mailTo('failed@example.com');
    expectMail(failed, { inText: ['The payment for the booking did not go through, so the time was released.', 'Nothing was charged.'] });

    const expired = await notifications.mailTo('expired@example.com');
    expectMail(expired, {
      inText: ['The booking was not paid within the hold time, so the time was released.', `Book a new time: ${PUBLIC_URL}/tire-change`],
      calendar: false,
    });
  });

  it('without an e-mail address nothing is sent', async () => {
    const job = await cancelled({ email: null }, 'reservations-cancel-6');
    await notifications.expectSentNothing(job);
  });
});

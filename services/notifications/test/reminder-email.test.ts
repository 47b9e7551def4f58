import { describe, expect, it } from 'vitest';
import { calendarAttachment, expectInBothBodies, expectLink } from './support/mail-reading.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const TOKEN = 'A'.repeat(43);
const reminder = notifications.sender('reservation.reminder', appointmentEvent({ kind: 'day_before', manageToken: TOKEN, additionalServices: ['tire_bags'] }));

describe('a booking reminder', () => {
  it('reminds a Finnish customer of the time and place, says what to bring, and links "I\'m coming" and the manage page', async () => {
    const mail = await reminder.deliver({}, 'reservations-reminder-1');
    expect(mail.subject).toBe('Muistutus: rengashuoltoaikasi lauantai 7. maaliskuuta 2026 klo 10:00');
    expectInBothBodies(mail, [
      'Hei Maija Meikäläinen,',
      'Muistutamme varatusta ajastasi: lauantai 7. maaliskuuta 2026 klo 10:00, Helsinki, Mannerheimintie 120, 00270 Helsinki. Tervetuloa!',
      'Ota mukaan',
      'lukkopulttien avain, jos autossasi on lukkopultit',
      'rengashotellin säilytysnumero',
      'Rengaskassit (4 kpl)',
    ]);
    const coming = `${PUBLIC_URL}/manage-booking#token=${TOKEN}&coming=1`;
    expect(mail.text).toContain(`Tulen paikalle: ${coming}`);
    // The HTML button's address, escaped as an attribute (the browser reads it back as the same link).
    expect(mail.html).toContain(`href="${coming.replace('&', '&amp;')}"`);
    expectLink(mail, `${PUBLIC_URL}/manage-booking#token=${TOKEN}`);
    expect(calendarAttachment(mail)).toBeUndefined();
  });

  it('reminds an English customer in English; the two-hour one says today; no "I\'m coming" once they said so', async () => {
    const mail = await reminder.deliver(
      { email: 'eero@example.com', name: 'Eero', language: 'en', kind: 'two_hours', alreadyConfirmed: true },
      'reservations-reminder-2',
    );
    expect(mail.subject).toBe('Reminder: your tire service appointment today at 10:00');
    expectInBothBodies(mail, [
      'Hello Eero,',
      'A reminder of your booking today at 10:00: Helsinki, Mannerheimintie 120, 00270 Helsinki. We look forward to seeing you!',
      'Please bring',
      'the key for your locking wheel nuts',
      'Thank you for letting us know you are coming.',
    ]);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).not.toContain('coming=1');
  });

  it('a booking without an e-mail address sends nothing and does not fail', async () => {
    const job = await reminder({ email: null }, 'reservations-reminder-3');
    await notifications.expectSentNothing(job);
  });
});

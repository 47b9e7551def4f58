import { describe, it } from 'vitest';
import { itReadsEach } from './support/mail-cases.js';
import { useMailingService } from './support/mailing-service.js';
import { appointmentEvent, PUBLIC_URL } from './support/test-notifications.js';

const notifications = useMailingService();

const TOKEN = 'A'.repeat(43);
const reminder = notifications.sender('reservation.reminder', appointmentEvent({ kind: 'day_before', manageToken: TOKEN, additionalServices: ['tire_bags'] }));

const coming = `${PUBLIC_URL}/manage-booking#token=${TOKEN}&coming=1`;

describe('a booking reminder', () => {
  itReadsEach(reminder, [
    {
      title: 'reminds a Finnish customer of the time and place, says what to bring, and links "I\'m coming" and the manage page',
      jobId: 'reservations-reminder-1',
      subject: 'Muistutus: rengashuoltoaikasi lauantai 7. maaliskuuta 2026 klo 10:00',
      inBothBodies: [
        'Hei Maija Meikäläinen,',
        'Muistutamme varatusta ajastasi: lauantai 7. maaliskuuta 2026 klo 10:00, Helsinki, Mannerheimintie 120, 00270 Helsinki. Tervetuloa!',
        'Ota mukaan',
        'lukkopulttien avain, jos autossasi on lukkopultit',
        'rengashotellin säilytysnumero',
        'Rengaskassit (4 kpl)',
      ],
      inText: [`Tulen paikalle: ${coming}`],
      // The HTML button's address, escaped as an attribute (the browser reads it back as the same link).
      inHtml: [`href="${coming.replace('&', '&amp;')}"`],
      links: [[`${PUBLIC_URL}/manage-booking#token=${TOKEN}`]],
      calendar: false,
    },
    {
      title: 'reminds an English customer in English; the two-hour one says today; no "I\'m coming" once they said so',
      event: { email: 'eero@example.com', name: 'Eero', language: 'en', kind: 'two_hours', alreadyConfirmed: true },
      jobId: 'reservations-reminder-2',
      subject: 'Reminder: your tire service appointment today at 10:00',
      inBothBodies: [
        'Hello Eero,',
        'A reminder of your booking today at 10:00: Helsinki, Mannerheimintie 120, 00270 Helsinki. We look forward to seeing you!',
        'Please bring',
        'the key for your locking wheel nuts',
        'Thank you for letting us know you are coming.',
      ],
      inHtml: ['<html lang="en">'],
      notInText: ['coming=1'],
    },
  ]);

  it('a booking without an e-mail address sends nothing and does not fail', async () => {
    const job = await reminder({ email: null }, 'reservations-reminder-3');
    await notifications.expectSentNothing(job);
  });
});
